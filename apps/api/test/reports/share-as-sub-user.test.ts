import { REPORT_MESSAGES } from '@faith-shield/contract/reports/report-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { pdfPages } from '../risk/pdf-text';
import { fetchPdf, monthEvent, reportTeam, shareCall, sharedReport } from './report-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAY = { month: 5, year: 2026 };

/** A team whose May holds Ruth's baptism and Samuel's patrol. */
async function may() {
  const team = await reportTeam();
  const organisationId = team.organisation.id;
  await monthEvent({
    organisationId,
    title: 'Baptism service',
    startLocal: '2026-05-10 10:00:00',
    utcStart: '2026-05-10T10:00:00Z',
    members: [team.ruth.user.id],
    headcounts: [{ userId: team.ruth.user.id, count: 90 }],
  });
  await monthEvent({
    organisationId,
    title: 'Parking patrol',
    startLocal: '2026-05-17 08:00:00',
    utcStart: '2026-05-17T08:00:00Z',
    members: [team.samuel.user.id],
    headcounts: [{ userId: team.samuel.user.id, count: 4 }],
  });
  return team;
}

const share = (token: string) => shareCall(server, 'share_report', token);

describe('sharing a report, tried as a sub user would', () => {
  it('after the owner stopped sharing, a sub user’s Share reopens nothing; only the owner’s does', async () => {
    const team = await may();
    const ownerLink = (await share(team.owner.token)).body.data?.user_id ?? '';
    const samuelLink = (await share(team.samuel.token)).body.data?.user_id ?? '';
    expect((await sharedReport(server, { user_id: ownerLink, ...MAY })).code).toBe(200);
    await shareCall(server, 'stop_sharing_report', team.owner.token);

    const pressed = await share(team.samuel.token);
    expect({ code: pressed.code, body: pressed.body }).toEqual({
      code: 403,
      body: { status: 0, message: REPORT_MESSAGES.stoppedByOwner },
    });
    expect((await share(team.ruth.token)).code).toBe(403);
    for (const link of [ownerLink, samuelLink])
      expect((await sharedReport(server, { user_id: link, ...MAY })).code).toBe(404);
    expect((await shareCall(server, 'get_report_share', team.samuel.token)).body.data).toEqual({
      shared: false,
      user_id: null,
    });

    // the owner shares again: a new link of theirs, and members may share their own again
    const reopened = (await share(team.owner.token)).body.data?.user_id ?? '';
    expect(reopened).not.toBe(ownerLink);
    expect((await sharedReport(server, { user_id: reopened, ...MAY })).body.data?.total_event).toBe(2);
    expect((await share(team.samuel.token)).code).toBe(200);
  });

  it('a sub user’s link, page and PDF, holds only what that sub user can see', async () => {
    const team = await may();
    const link = (await share(team.samuel.token)).body.data?.user_id ?? '';
    const { body } = await sharedReport(server, { user_id: link, ...MAY });
    expect(body.data?.event.map((event) => event.name)).toEqual(['Parking patrol']);
    expect(body.data).toMatchObject({ total_event: 1, total_Attendance: 4 });
    const text = (await pdfPages((await fetchPdf(server, body.data?.url ?? '')).body)).join(' ');
    expect(text).toContain('Parking patrol');
    expect(text).not.toContain('Baptism service');
  });
});
