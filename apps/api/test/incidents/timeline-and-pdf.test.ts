import type { AuditEntry } from '@faith-shield/contract/security/get-audit-log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { fetchPdf } from '../reports/report-fixtures';
import { addIncident, closeIncident, detail, followUp, incidentTeam } from './incident-fixtures';

const MINUTE = 60_000;

describe('follow-ups, closing and the PDF', () => {
  let server: TestServer;
  // the server's clock runs with real time, moved ahead by `ahead`
  let ahead = 0;
  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date(Date.now() + ahead) });
  });
  afterAll(() => server.close());

  it('adds follow-ups by whoever sees it, in order with names, and counts them in the list', async () => {
    const team = await incidentTeam();
    const made = await addIncident(server, team.reporter.token, { visibility: 'team' });
    const empty = await followUp(server, team.member.token, made.id, '  ');
    expect(empty.code).toBe(422);
    expect(empty.body.errors?.note).toBe('Please enter note');
    expect((await followUp(server, team.leader.token, made.id, 'Called the non-emergency line.')).code).toBe(
      200,
    );
    const byMember = await followUp(server, team.member.token, made.id, 'Saw him leave heading east.');
    expect(byMember.body.data?.follow_ups.map((row) => [row.name, row.note])).toEqual([
      ['Lena Leader', 'Called the non-emergency line.'],
      ['Test Member', 'Saw him leave heading east.'],
    ]);
    const list = await server.call<{ id: string; follow_up_count: number }[]>(
      'get_incidents',
      {},
      { token: team.owner.token },
    );
    expect(list.body.data?.find((row) => row.id === made.id)?.follow_up_count).toBe(2);
  });

  it('is closed by the owner or a leader only, once, and still takes follow-ups afterwards', async () => {
    const team = await incidentTeam();
    const made = await addIncident(server, team.reporter.token, { visibility: 'team' });
    const byReporter = await closeIncident(server, team.reporter.token, made.id, 'All good');
    expect(byReporter.code).toBe(403);
    expect(byReporter.body.message).toBe('Only the owner and team leaders can close an incident.');
    const noNote = await closeIncident(server, team.leader.token, made.id, '');
    expect(noNote.code).toBe(422);
    expect(noNote.body.errors?.closing_note).toBe('Please enter closing note');
    const closed = await closeIncident(
      server,
      team.leader.token,
      made.id,
      'Police took a statement; case NPD-0412.',
    );
    expect(closed.code).toBe(200);
    expect(closed.body.data).toMatchObject({
      status: 'closed',
      closing_note: 'Police took a statement; case NPD-0412.',
      closed_by: 'Lena Leader',
    });
    const twice = await closeIncident(server, team.owner.token, made.id, 'Again');
    expect(twice.code).toBe(422);
    expect(twice.body.message).toBe('This incident is already closed');
    const after = await followUp(server, team.reporter.token, made.id, 'Insurance claim filed.');
    expect(after.code).toBe(200);
    expect(after.body.data?.follow_ups.at(-1)?.note).toBe('Insurance claim filed.');
    expect(after.body.data?.closing_note).toBe('Police took a statement; case NPD-0412.');
  });

  it('filters the list by status, category and month, newest first', async () => {
    const team = await incidentTeam();
    const march = await addIncident(server, team.reporter.token, {
      occurred_date: '2025-03-09',
      category: 'Theft',
    });
    const april = await addIncident(server, team.reporter.token, {
      occurred_date: '2025-04-13',
      category: 'Medical',
    });
    const aprilLater = await addIncident(server, team.reporter.token, {
      occurred_date: '2025-04-13',
      occurred_time: '12:05',
      category: 'Theft',
    });
    await closeIncident(server, team.owner.token, april.id, 'Paramedics took over');
    const ids = async (fields: Record<string, string | number>) =>
      (
        (await server.call<{ id: string }[]>('get_incidents', fields, { token: team.owner.token })).body
          .data ?? []
      ).map((row) => row.id);
    expect(await ids({})).toEqual(expect.arrayContaining([march.id, april.id, aprilLater.id]));
    expect(await ids({ month: 4, year: 2025 })).toEqual([aprilLater.id, april.id]);
    expect(await ids({ category: 'Theft', year: 2025 })).toEqual([aprilLater.id, march.id]);
    expect(await ids({ status: 'closed' })).toEqual([april.id]);
    expect(await ids({ status: 'open', month: 3, year: 2025 })).toEqual([march.id]);
    const bad = await server.call('get_incidents', { category: 'Arson' }, { token: team.owner.token });
    expect(bad.code).toBe(422);
    expect(bad.body.errors?.category).toBe('Please select category');
    const [row] =
      (
        await server.call<Record<string, unknown>[]>(
          'get_incidents',
          { month: 3, year: 2025 },
          { token: team.owner.token },
        )
      ).body.data ?? [];
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'id',
        'title',
        'category',
        'severity',
        'status',
        'occurred_at',
        'location',
        'reported_by',
        'follow_up_count',
      ].sort(),
    );
  });

  it('binds the link to its incident and ends it after 15 minutes', async () => {
    const team = await incidentTeam();
    const made = await addIncident(server, team.reporter.token);
    const another = await addIncident(server, team.reporter.token, { title: 'Another one' });
    const { body } = await server.call<{ url: string }>(
      'incident_pdf',
      { id: made.id },
      { token: team.owner.token },
    );
    const url = body.data?.url ?? '';
    const changed = [
      url.replace(made.id, another.id),
      url.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAA'),
      url.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3600}`),
      url.replace(/&signature=[^&]+/, ''),
    ];
    for (const tampered of changed) {
      const answer = await fetchPdf(server, tampered);
      expect(answer.code, tampered).toBe(404);
      expect(answer.body.toString()).toContain(
        'This download link has expired. Please open the incident again.',
      );
    }
    try {
      ahead = 14 * MINUTE;
      expect((await fetchPdf(server, url)).code).toBe(200);
      ahead = 16 * MINUTE;
      expect((await fetchPdf(server, url)).code).toBe(404);
    } finally {
      ahead = 0;
    }
    // a session is no key: an unsigned request with a token gets nothing
    const withToken = await fetch(`${server.url}/api/incident_pdf_file?id=${another.id}`, {
      headers: { authorization: `Bearer ${team.owner.token}` },
    });
    expect(withToken.status).toBe(404);
  }, 30_000);

  it('counts the month’s incidents the viewer may see in get_report, by category', async () => {
    const team = await incidentTeam();
    const now = new Date();
    const month = now.getUTCMonth() + 1;
    const year = now.getUTCFullYear();
    const today = now.toISOString().slice(0, 10);
    await addIncident(server, team.reporter.token, {
      occurred_date: today,
      occurred_time: '00:00',
      category: 'Theft',
    });
    await addIncident(server, team.reporter.token, {
      occurred_date: today,
      occurred_time: '00:00',
      category: 'Theft',
      visibility: 'team',
    });
    await addIncident(server, team.leader.token, {
      occurred_date: today,
      occurred_time: '00:00',
      category: 'Medical',
    });
    type Counts = { total_incidents: number; incidents_by_category: { category: string; total: number }[] };
    const report = async (token: string) =>
      (await server.call<Counts>('get_report', { month, year }, { token })).body.data;
    const owner = await report(team.owner.token);
    expect(owner?.total_incidents).toBe(3);
    expect(owner?.incidents_by_category).toContainEqual({ category: 'Theft', total: 2 });
    expect(owner?.incidents_by_category).toContainEqual({ category: 'Medical', total: 1 });
    expect(owner?.incidents_by_category.map((entry) => entry.category)).toEqual([
      'Medical',
      'Suspicious person',
      'Disturbance',
      'Theft',
      'Property damage',
      'Fire or hazard',
      'Threat',
      'Other',
    ]);
    expect((await report(team.member.token))?.total_incidents).toBe(1);
    await addIncident(server, team.reporter.token, {
      occurred_date: today,
      occurred_time: '00:00',
      category: 'Other',
    });
    expect((await report(team.owner.token))?.total_incidents).toBe(4);
  });

  it('gives no PDF link to someone who cannot see the incident, nor for an unknown id', async () => {
    const team = await incidentTeam();
    const made = await addIncident(server, team.reporter.token);
    for (const id of [made.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await server.call('incident_pdf', { id }, { token: team.member.token });
      expect(answer.code).toBe(404);
      expect(answer.body.data).toBeUndefined();
    }
    const detailAnswer = await detail(server, team.member.token, made.id);
    expect(detailAnswer.code).toBe(404);
  });

  it('writes who closed it and who took its PDF in the owner’s audit log (spec 03 §5)', async () => {
    const team = await incidentTeam();
    const made = await addIncident(server, team.reporter.token, {
      visibility: 'team',
      title: 'Broken window',
    });
    expect((await closeIncident(server, team.leader.token, made.id, 'Glazier booked.')).code).toBe(200);
    expect((await server.call('incident_pdf', { id: made.id }, { token: team.member.token })).code).toBe(200);
    const log = await server.call<{ entries: AuditEntry[] }>(
      'get_audit_log',
      {},
      { token: team.owner.token },
    );
    const rows = (log.body.data?.entries ?? []).filter((row) => row.action.startsWith('incident_'));
    expect(rows.map((row) => [row.action, row.actor_name, row.target])).toEqual([
      ['incident_pdf', 'Test Member', 'Broken window'],
      ['incident_closed', 'Lena Leader', 'Broken window'],
    ]);
  });
});
