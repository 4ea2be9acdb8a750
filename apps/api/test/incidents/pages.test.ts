import type { IncidentSummary } from '@faith-shield/contract/incidents/incident-fields';
import { INCIDENTS_PAGE_SIZE } from '@faith-shield/contract/incidents/incident-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidentFollowUps, incidents } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addIncident, incidentTeam } from './incident-fixtures';

const DAY = 86_400_000;

describe('get_incidents a page at a time', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the newest first, INCIDENTS_PAGE_SIZE a page, each with its own follow-up count, and what the caller may see only', async () => {
    const { db, organisation, owner, reporter, member } = await incidentTeam();
    const total = INCIDENTS_PAGE_SIZE + 5;
    const now = Date.now();
    const made = await db
      .insert(incidents)
      .values(
        Array.from({ length: total }, (_, index) => {
          const occurredAt = new Date(now - (index + 1) * DAY);
          return {
            organisationId: organisation.id,
            category: 'Theft',
            title: `Incident ${index}`,
            description: 'A bag was taken.',
            occurredDate: occurredAt.toISOString().slice(0, 10),
            occurredTime: occurredAt.toISOString().slice(11, 16),
            timeZone: 'UTC',
            occurredAt,
            location: 'Lobby',
            injuries: 'No' as const,
            policeCalled: 'No' as const,
            severity: 'Low',
            // every third for the leaders only
            visibility: index % 3 === 0 ? ('leaders' as const) : ('team' as const),
            reportedBy: reporter.user.id,
          };
        }),
      )
      .returning({ id: incidents.id, title: incidents.title });
    // the second newest has two follow-ups, the last one
    const second = made[1];
    const last = made.at(-1);
    if (!second || !last) throw new Error('not seeded');
    await db.insert(incidentFollowUps).values([
      { incidentId: second.id, userId: owner.user.id, note: 'Seen' },
      { incidentId: second.id, userId: owner.user.id, note: 'Police told' },
      { incidentId: last.id, userId: owner.user.id, note: 'Closed out' },
    ]);
    const page = async (token: string, number?: number) =>
      (
        await server.call<IncidentSummary[]>('get_incidents', number ? { page: String(number) } : {}, {
          token,
        })
      ).body.data ?? [];

    const first = await page(owner.token);
    expect(first.map((row) => row.title)).toEqual(made.slice(0, INCIDENTS_PAGE_SIZE).map((row) => row.title));
    expect(first[1]?.follow_up_count).toBe(2);
    expect(first[0]?.follow_up_count).toBe(0);
    const next = await page(owner.token, 2);
    expect(next.map((row) => row.title)).toEqual(made.slice(INCIDENTS_PAGE_SIZE).map((row) => row.title));
    expect(next.at(-1)?.follow_up_count).toBe(1);
    expect(await page(owner.token, 3)).toEqual([]);

    // a member sees the team's only, paged as such
    const seen = made.filter((_, index) => index % 3 !== 0).map((row) => row.title);
    const mine = [...(await page(member.token)), ...(await page(member.token, 2))];
    expect(mine.map((row) => row.title)).toEqual(seen);

    // kept in memory between calls, but a follow-up or a new report shows at once
    await server.call(
      'add_incident_follow_up',
      { id: made[0]?.id ?? '', note: 'Called the family' },
      { token: owner.token },
    );
    expect((await page(owner.token))[0]?.follow_up_count).toBe(1);
    const reported = await addIncident(server, reporter.token, { visibility: 'team' });
    const again = [...(await page(member.token)), ...(await page(member.token, 2))];
    expect(again.map((row) => row.id)).toContain(reported.id);
  });
});
