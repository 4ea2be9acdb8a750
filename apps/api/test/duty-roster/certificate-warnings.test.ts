import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../src/db/schema/index';
import { runDutyCertificateWarnings } from '../../src/features/duty-roster/certificate-warnings';
import { notificationsOf } from '../events/event-fixtures';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addPost, assign, createEvent, endDayOf, giveCertificate, rosterTeam } from './roster-fixtures';

describe("a post's certificate that will have expired by the duty (spec 03 §4)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('tells the owner once, and says nothing of a certificate still valid then', async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const event = await createEvent(db, team.organisation.id, {
      hoursAhead: 24 * 20,
      title: 'Harvest Festival',
    });
    const aid = await addPost(server, team.owner.token, 'First aid', 'CPR & First Aid');
    for (const person of [team.member, team.leader])
      await giveCertificate(
        db,
        { organisationId: team.organisation.id, id: person.user.id },
        'CPR & First Aid',
        endDayOf(event),
      );
    await assign(server, team.owner.token, event.id, aid.id, team.member.user.id);
    const door = await addPost(server, team.owner.token, 'Main door');
    await assign(server, team.owner.token, event.id, door.id, team.leader.user.id);
    const run = () =>
      runDutyCertificateWarnings(
        { db: server.app.deps.db, now: () => new Date(), log: server.app.log },
        { organisationIds: [team.organisation.id] },
      );
    expect(await run()).toBe(0);

    // the member's certificate is renewed with an earlier date by mistake: it lapses before the festival
    await db
      .update(certificates)
      .set({ expirationDate: '2020-01-01' })
      .where(and(eq(certificates.userId, team.member.user.id), eq(certificates.type, 'CPR & First Aid')));
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const told = (await notificationsOf(server, team.owner.token)).filter((row) =>
      row.title.startsWith('Certificate needed'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toBe('Certificate needed: First aid');
    expect(told[0]?.body).toContain(
      'Mark Member will have no valid CPR & First Aid certificate for First aid at Harvest Festival',
    );
    const member = await notificationsOf(server, team.member.token);
    expect(member.some((row) => row.title.startsWith('Certificate needed'))).toBe(false);
  });
});
