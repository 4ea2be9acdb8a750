import { REPORT_FORM_MESSAGES, REPORT_MESSAGES } from '@faith-shield/contract/reports/report-messages';
import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { setPlan } from '../sub-users/sub-user-fixtures';
import { fetchPdf, monthEvent, reportCall, reportTeam, shareCall, sharedReport } from './report-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MARCH = { month: 3, year: 2026 };
const NOT_SHARED = { status: 0, message: REPORT_MESSAGES.notShared };

/** A team whose March holds the owner's Easter service (Ruth's) and a drill (Samuel's). */
async function march() {
  const team = await reportTeam();
  const organisationId = team.organisation.id;
  await monthEvent({
    organisationId,
    title: 'Easter Sunday',
    startLocal: '2026-03-29 09:00:00',
    utcStart: '2026-03-29T09:00:00Z',
    members: [team.ruth.user.id],
    headcounts: [{ userId: team.ruth.user.id, count: 320 }],
  });
  await monthEvent({
    organisationId,
    title: 'Lockdown drill',
    startLocal: '2026-03-12 18:00:00',
    utcStart: '2026-03-12T18:00:00Z',
    category: 'Other',
    members: [team.samuel.user.id],
    headcounts: [{ userId: team.samuel.user.id, count: 12 }],
  });
  return team;
}

const shareOf = async (token: string) => {
  const { code, body } = await shareCall(server, 'share_report', token);
  expect(code).toBe(200);
  const link = body.data?.user_id;
  if (!link) throw new Error('no share token');
  return link;
};

describe('sharing a report', () => {
  it('gives a link anyone can read without signing in, the same link until sharing stops', async () => {
    const team = await march();
    expect((await shareCall(server, 'get_report_share', team.owner.token)).body.data).toEqual({
      shared: false,
      user_id: null,
    });
    const token = await shareOf(team.owner.token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(await shareOf(team.owner.token)).toBe(token);
    expect((await shareCall(server, 'get_report_share', team.owner.token)).body.data).toEqual({
      shared: true,
      user_id: token,
    });

    const { code, body } = await sharedReport(server, { user_id: token, ...MARCH });
    expect(code).toBe(200);
    const own = await reportCall(server)(team.owner.token, MARCH);
    expect({ ...body.data, url: '' }).toEqual({ ...own.body.data, url: '' });
    expect(body.data).toMatchObject({ total_event: 2, total_Attendance: 332 });
    // another month of the same reports
    expect(
      (await sharedReport(server, { user_id: token, month: 4, year: 2026 })).body.data?.total_event,
    ).toBe(0);

    const pdf = await fetchPdf(server, body.data?.url ?? '');
    expect(pdf.code).toBe(200);
    expect(pdf.type).toBe('application/pdf');
  });

  it('of a sub user shows only their events', async () => {
    const team = await march();
    const token = await shareOf(team.samuel.token);
    const { body } = await sharedReport(server, { user_id: token, ...MARCH });
    expect(body.data?.event.map((event) => event.name)).toEqual(['Lockdown drill']);
  });

  it('is never a session token, and a session token is never a share token', async () => {
    const team = await march();
    const token = await shareOf(team.owner.token);
    for (const call of ['get_report', 'get_report_share', 'get_profile', 'events']) {
      const { code, body } = await fromAnyIp(server)(call, MARCH, { token });
      expect({ code, body }, call).toEqual({
        code: 401,
        body: { status: 0, message: COMMON_MESSAGES.sessionExpired },
      });
    }
    for (const notAShare of [
      team.owner.token,
      team.ruth.token,
      team.owner.user.id,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const { code, body } = await sharedReport(server, { user_id: notAShare, ...MARCH });
      expect({ code, body }).toEqual({ code: 404, body: NOT_SHARED });
    }
  });

  it('stops answering, its PDF too, once sharing stops; sharing again makes a new link', async () => {
    const team = await march();
    const token = await shareOf(team.owner.token);
    const { body } = await sharedReport(server, { user_id: token, ...MARCH });
    const stopped = await shareCall(server, 'stop_sharing_report', team.owner.token);
    expect(stopped.body).toEqual({
      status: 1,
      message: REPORT_MESSAGES.stopped,
      data: { shared: false, user_id: null },
    });

    expect(await sharedReport(server, { user_id: token, ...MARCH })).toMatchObject({
      code: 404,
      body: NOT_SHARED,
    });
    expect((await fetchPdf(server, body.data?.url ?? '')).code).toBe(404);
    const again = await shareOf(team.owner.token);
    expect(again).not.toBe(token);
    expect((await sharedReport(server, { user_id: token, ...MARCH })).code).toBe(404);
    expect((await sharedReport(server, { user_id: again, ...MARCH })).code).toBe(200);
  });

  it('the owner’s stop ends the members’ links too; a member’s stop ends only their own', async () => {
    const team = await march();
    const owner = await shareOf(team.owner.token);
    const ruth = await shareOf(team.ruth.token);
    const samuel = await shareOf(team.samuel.token);
    await shareCall(server, 'stop_sharing_report', team.ruth.token);
    expect((await sharedReport(server, { user_id: ruth, ...MARCH })).code).toBe(404);
    expect((await sharedReport(server, { user_id: owner, ...MARCH })).code).toBe(200);
    expect((await sharedReport(server, { user_id: samuel, ...MARCH })).code).toBe(200);
    await shareCall(server, 'stop_sharing_report', team.owner.token);
    expect((await sharedReport(server, { user_id: samuel, ...MARCH })).code).toBe(404);
  });

  it('another organisation’s stop changes nothing of ours', async () => {
    const team = await march();
    const other = await march();
    const token = await shareOf(team.owner.token);
    await shareOf(other.owner.token);
    await shareCall(server, 'stop_sharing_report', other.owner.token);
    expect((await sharedReport(server, { user_id: token, ...MARCH })).code).toBe(200);
  });

  it('refuses a link without its token, month or year with the field’s message', async () => {
    const { code, body } = await sharedReport(server, { user_id: '', month: 13, year: 2026 });
    expect({ code, errors: body.errors }).toEqual({
      code: 422,
      errors: { user_id: REPORT_MESSAGES.notShared, month: REPORT_FORM_MESSAGES.month },
    });
  });

  it('answers nothing once the plan no longer has reports', async () => {
    const team = await march();
    const token = await shareOf(team.owner.token);
    await setPlan(server, team.organisation.id, 3, new Date(Date.now() + 86_400_000));
    expect(await sharedReport(server, { user_id: token, ...MARCH })).toMatchObject({
      code: 404,
      body: NOT_SHARED,
    });
  });
});
