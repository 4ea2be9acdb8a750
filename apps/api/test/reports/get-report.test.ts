import { REPORT_FORM_MESSAGES, REPORT_MESSAGES } from '@faith-shield/contract/reports/report-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { createOrganisation } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { pdfPages } from '../risk/pdf-text';
import { setPlan } from '../sub-users/sub-user-fixtures';
import { fetchPdf, monthEvent, reportCall, reportTeam } from './report-fixtures';

let server: TestServer;
let clock = new Date();
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());

const MINUTE = 60_000;
const NOVEMBER = { month: 11, year: 2025 };

/**
 * An organisation's November 2025: two events inside the month, one at each edge that belongs
 * by its local start (not its UTC instant), one in October and one of another organisation.
 */
async function november() {
  const team = await reportTeam();
  const organisationId = team.organisation.id;
  const ids = {
    // 1 Nov 00:15 in Tokyo is still 31 Oct in UTC: November by its local start
    firstMinute: await monthEvent({
      organisationId,
      title: 'All Saints vigil',
      startLocal: '2025-11-01 00:15:00',
      utcStart: '2025-10-31T15:15:00Z',
      timeZone: 'Asia/Tokyo',
      category: 'Special Event',
      members: [team.ruth.user.id],
      headcounts: [
        { userId: team.ruth.user.id, count: 40 },
        { userId: team.owner.user.id, count: 2 },
      ],
    }),
    service: await monthEvent({
      organisationId,
      title: 'Sunday Service',
      startLocal: '2025-11-09 10:00:00',
      utcStart: '2025-11-09T16:00:00Z',
      timeZone: 'America/Chicago',
      members: [team.samuel.user.id],
      headcounts: [{ userId: team.samuel.user.id, count: 180 }],
    }),
    memorial: await monthEvent({
      organisationId,
      title: 'Memorial for Mrs Adeyemi',
      startLocal: '2025-11-30 23:30:00',
      utcStart: '2025-12-01T05:30:00Z',
      timeZone: 'America/Chicago',
      category: 'Memorial Service',
      members: [team.ruth.user.id, team.samuel.user.id],
    }),
  };
  // 31 Oct 23:30 in Chicago is 1 Nov in UTC: October by its local start
  await monthEvent({
    organisationId,
    title: 'Harvest supper',
    startLocal: '2025-10-31 23:30:00',
    utcStart: '2025-11-01T04:30:00Z',
    timeZone: 'America/Chicago',
    members: [team.ruth.user.id],
    headcounts: [{ userId: team.ruth.user.id, count: 999 }],
  });
  const stranger = await createOrganisation((await testDatabase()).db, { planTier: 4 });
  await monthEvent({
    organisationId: stranger.organisation.id,
    title: 'Their Thanksgiving',
    startLocal: '2025-11-27 10:00:00',
    utcStart: '2025-11-27T10:00:00Z',
    headcounts: [{ userId: stranger.owner.user.id, count: 77 }],
  });
  return { ...team, ids, stranger };
}

describe('POST /api/get_report', () => {
  it('answers the owner the organisation’s events of the month, by their local start', async () => {
    const team = await november();
    const { code, body } = await reportCall(server)(team.owner.token, NOVEMBER);
    expect(code).toBe(200);
    expect(body.data).toMatchObject({
      month: 11,
      year: 2025,
      worship_place_name: team.organisation.worshipPlaceName,
      total_event: 3,
      total_Attendance: 222,
    });
    expect(body.data?.event.map((event) => [event.name, event.event_attendance])).toEqual([
      ['All Saints vigil', 42],
      ['Sunday Service', 180],
      ['Memorial for Mrs Adeyemi', 0],
    ]);
    expect(body.data?.url).toMatch(/^\/api\/report_pdf\?/);
    expect(JSON.stringify(body)).not.toContain('Their Thanksgiving');

    const october = await reportCall(server)(team.owner.token, { month: 10, year: 2025 });
    expect(october.body.data?.event.map((event) => event.name)).toEqual(['Harvest supper']);
  });

  it('answers a sub user only the events assigned to them', async () => {
    const team = await november();
    const ruth = await reportCall(server)(team.ruth.token, NOVEMBER);
    expect(ruth.code).toBe(200);
    expect(ruth.body.data?.event.map((event) => event.name)).toEqual([
      'All Saints vigil',
      'Memorial for Mrs Adeyemi',
    ]);
    expect(ruth.body.data).toMatchObject({ total_event: 2, total_Attendance: 42 });
    const samuel = await reportCall(server)(team.samuel.token, NOVEMBER);
    expect(samuel.body.data).toMatchObject({ total_event: 2, total_Attendance: 180 });
  });

  it('counts a headcount recorded after the report was read, and an event moved out of the month', async () => {
    const team = await november();
    expect((await reportCall(server)(team.owner.token, NOVEMBER)).body.data?.total_Attendance).toBe(222);
    const counted = await fromAnyIp(server)(
      'add_event_attendance',
      { event_id: team.ids.memorial, attendance_count: 65 },
      { token: team.ruth.token },
    );
    expect(counted.code).toBe(200);
    const after = await reportCall(server)(team.owner.token, NOVEMBER);
    expect(after.body.data).toMatchObject({ total_event: 3, total_Attendance: 287 });
    expect((await reportCall(server)(team.ruth.token, NOVEMBER)).body.data?.total_Attendance).toBe(107);

    await (await testDatabase()).db
      .update(events)
      .set({ startLocal: '2025-12-01 09:00:00' })
      .where(eq(events.id, team.ids.service));
    // written beside the API: the change feed tells the server, which forgets the kept report
    await expect
      .poll(async () => (await reportCall(server)(team.owner.token, NOVEMBER)).body.data)
      .toMatchObject({ total_event: 2, total_Attendance: 107 });
  });

  it('answers an empty month with totals 0 and an empty list', async () => {
    const team = await reportTeam();
    const { code, body } = await reportCall(server)(team.owner.token, { month: 2, year: 2024 });
    expect(code).toBe(200);
    expect(body.data).toMatchObject({ total_event: 0, total_Attendance: 0, event: [] });
  });

  it('refuses a month or a year that is not one, with the field’s message', async () => {
    const team = await reportTeam();
    const thisYear = new Date().getUTCFullYear();
    for (const [fields, errors] of [
      [{ year: thisYear }, { month: REPORT_FORM_MESSAGES.month }],
      [{ month: 13, year: thisYear }, { month: REPORT_FORM_MESSAGES.month }],
      [{ month: 0, year: thisYear }, { month: REPORT_FORM_MESSAGES.month }],
      [{ month: 'June', year: thisYear }, { month: REPORT_FORM_MESSAGES.month }],
      [{ month: 6 }, { year: REPORT_FORM_MESSAGES.year }],
      [{ month: 6, year: thisYear - 11 }, { year: REPORT_FORM_MESSAGES.year }],
      [{ month: 6, year: thisYear + 2 }, { year: REPORT_FORM_MESSAGES.year }],
      [
        { month: 6.5, year: 'last' },
        { month: REPORT_FORM_MESSAGES.month, year: REPORT_FORM_MESSAGES.year },
      ],
    ] as const) {
      const { code, body } = await reportCall(server)(team.owner.token, fields);
      expect({ code, errors: body.errors }, JSON.stringify(fields)).toEqual({ code: 422, errors });
    }
  });

  it('is an Advance feature: other plans are told which plan has it', async () => {
    const team = await reportTeam();
    for (const tier of [2, 3]) {
      await setPlan(server, team.organisation.id, tier, new Date(Date.now() + 86_400_000));
      for (const token of [team.owner.token, team.ruth.token]) {
        const { code, body } = await reportCall(server)(token, NOVEMBER);
        expect({ code, body }).toEqual({
          code: 403,
          body: { status: 0, message: REPORT_MESSAGES.planNeeded },
        });
      }
    }
  });
});

describe('the report’s PDF', () => {
  it('is a document with the organisation, the month, the totals, each event and the weeks', async () => {
    const team = await november();
    const { body } = await reportCall(server)(team.owner.token, NOVEMBER);
    const pdf = await fetchPdf(server, body.data?.url ?? '');
    expect(pdf.code).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.cacheControl).toBe('no-store');
    expect(pdf.disposition).toMatch(
      /^attachment; filename="monthly-report-grace-chapel-[a-z0-9]+-2025-11\.pdf"$/,
    );
    const text = (await pdfPages(pdf.body)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Monthly report');
    expect(text).toContain(team.organisation.worshipPlaceName);
    expect(text).toContain('November 2025');
    expect(text).toMatch(/3 events 222 total attendance/);
    expect(text).toMatch(/All Saints vigil 01 Nov, 2025 12:15 AM Special Event 42/);
    expect(text).toMatch(/Sunday Service 09 Nov, 2025 10:00 AM Main Service 180/);
    expect(text).toMatch(/Memorial for Mrs Adeyemi 30 Nov, 2025 11:30 PM Memorial Service 0/);
    expect(text).toMatch(/Total 3 events 222/);
    expect(text).toContain('Week 1 (1–7 Nov) 42 people, 1 event');
    expect(text).toContain('Week 2 (8–14 Nov) 180 people, 1 event');
    expect(text).toContain('Week 5 (29–30 Nov) 0 people, 1 event');
    expect(text).not.toContain('Harvest supper');
    expect(text).not.toContain('Their Thanksgiving');
  }, 30_000);

  it('of a sub user holds only their events', async () => {
    const team = await november();
    const { body } = await reportCall(server)(team.samuel.token, NOVEMBER);
    const text = (await pdfPages((await fetchPdf(server, body.data?.url ?? '')).body)).join(' ');
    expect(text).toContain('Sunday Service');
    expect(text).not.toContain('All Saints vigil');
    expect(text.replace(/\s+/g, ' ')).toMatch(/2 events 180 total attendance/);
  }, 30_000);

  it('answers nothing once its link has expired, or when any part of the link is changed', async () => {
    const team = await november();
    const { body } = await reportCall(server)(team.owner.token, NOVEMBER);
    const url = body.data?.url ?? '';
    const changed = [
      url.replace('month=11', 'month=10'),
      url.replace(/scope=u\.[0-9a-f-]+/, `scope=u.${team.ruth.user.id}`),
      url.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAA'),
      url.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3600}`),
      url.replace(/&signature=[^&]+/, ''),
    ];
    for (const tampered of changed) {
      expect(tampered).not.toBe(url);
      const { code, body: answer } = await fetchPdf(server, tampered);
      expect(code, tampered).toBe(404);
      expect(answer.toString()).toContain(REPORT_MESSAGES.pdfGone);
    }
    try {
      clock = new Date(Date.now() + 14 * MINUTE);
      expect((await fetchPdf(server, url)).code).toBe(200);
      clock = new Date(Date.now() + 16 * MINUTE);
      expect((await fetchPdf(server, url)).code).toBe(404);
    } finally {
      clock = new Date();
    }
  }, 30_000);

  it('answers nothing once the organisation’s plan no longer has reports', async () => {
    const team = await november();
    const { body } = await reportCall(server)(team.owner.token, NOVEMBER);
    await setPlan(server, team.organisation.id, 2, new Date(Date.now() + 86_400_000));
    expect((await fetchPdf(server, body.data?.url ?? '')).code).toBe(404);
  });
});
