import type { DutyRoster, MyDuty } from '@faith-shield/contract/duty-roster/roster-fields';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blockouts, certificates, duties, events, rosterPosts, users } from '../../src/db/schema/index';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import {
  addPost,
  assign,
  blockOut,
  createEvent,
  dayOf,
  giveCertificate,
  rosterTeam,
} from './roster-fixtures';

/** Another server on the same database hears of a change within moments (the change feed). */
const soon = { timeout: 3_000, interval: 20 };

/**
 * get_duty_roster and my_duties are kept in the read cache (docs/decisions/008): no board or
 * duty list is answered from before a change, made by a call on this server, on another, or
 * straight in the database.
 */
describe('the roster and my duties are never answered from before a change', () => {
  let server: TestServer;
  let other: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    other = await startTestServer(); // a second server on the same database
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  const rosterOf = async (on: TestServer, token: string, eventId: string) => {
    const { code, body } = await on.call<DutyRoster>('get_duty_roster', { event_id: eventId }, { token });
    expect(code, body.message).toBe(200);
    return body.data as DutyRoster;
  };
  const dutiesOf = async (on: TestServer, token: string) => {
    const { code, body } = await on.call<MyDuty[]>('my_duties', {}, { token });
    expect(code, body.message).toBe(200);
    return body.data as MyDuty[];
  };

  it('answers every call that changes the roster at once, on this server and soon on another', async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const event = await createEvent(db, team.organisation.id);
    const door = await addPost(server, team.owner.token, 'Main door');
    // kept on both servers
    expect((await rosterOf(server, team.owner.token, event.id)).uncovered_count).toBe(1);
    expect((await rosterOf(other, team.owner.token, event.id)).uncovered_count).toBe(1);
    expect(await dutiesOf(server, team.member.token)).toEqual([]);

    const duty = await assign(server, team.owner.token, event.id, door.id, team.member.user.id);
    expect((await rosterOf(server, team.owner.token, event.id)).posts[0]?.duties).toHaveLength(1);
    expect((await dutiesOf(server, team.member.token)).map((row) => row.id)).toEqual([duty.id]);
    await vi.waitFor(async () => {
      expect((await rosterOf(other, team.owner.token, event.id)).posts[0]?.duties).toHaveLength(1);
    }, soon);

    const answered = await server.call(
      'respond_duty',
      { id: duty.id, response: 'accepted' },
      { token: team.member.token },
    );
    expect(answered.code).toBe(200);
    expect((await rosterOf(server, team.owner.token, event.id)).uncovered_count).toBe(0);
    expect((await dutiesOf(server, team.member.token))[0]?.response).toBe('accepted');

    // a post added on the other server is on this one's board
    await addPost(other, team.owner.token, 'Car park');
    await vi.waitFor(async () => {
      expect((await rosterOf(server, team.owner.token, event.id)).posts.map((post) => post.name)).toEqual([
        'Car park',
        'Main door',
      ]);
    }, soon);

    const gone = await server.call('unassign_duty', { id: duty.id }, { token: team.leader.token });
    expect(gone.code).toBe(200);
    expect((await rosterOf(server, team.owner.token, event.id)).uncovered_count).toBe(2);
    expect(await dutiesOf(server, team.member.token)).toEqual([]);

    // away dates added by the member leave the picker's entry stale nowhere
    const added = await server.call(
      'add_blockout',
      { start_date: dayOf(event), end_date: dayOf(event), reason: '' },
      { token: team.member.token },
    );
    expect(added.code).toBe(200);
    const picked = (await rosterOf(server, team.owner.token, event.id)).members;
    expect(picked.find((member) => member.user_id === team.member.user.id)?.blocked_out).toBe(true);
  });

  it('answers changes made straight in the database: duties, posts, away dates, certificates, events, names', async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const event = await createEvent(db, team.organisation.id);
    const door = await addPost(server, team.owner.token, 'Main door');
    const duty = await assign(server, team.owner.token, event.id, door.id, team.member.user.id);
    const holder = { organisationId: team.organisation.id, id: team.other.user.id };
    const pickerEntry = async () =>
      (await rosterOf(server, team.owner.token, event.id)).members.find(
        (member) => member.user_id === team.other.user.id,
      );
    expect(await pickerEntry()).toMatchObject({ blocked_out: false, valid_certificates: [] });
    expect((await dutiesOf(server, team.member.token))[0]?.title).toBe('Sunday Service');

    await db.update(duties).set({ response: 'accepted' }).where(eq(duties.id, duty.id));
    await vi.waitFor(async () => {
      expect((await rosterOf(server, team.owner.token, event.id)).uncovered_count).toBe(0);
      expect((await dutiesOf(server, team.member.token))[0]?.response).toBe('accepted');
    }, soon);

    await db.update(rosterPosts).set({ name: 'Front door' }).where(eq(rosterPosts.id, door.id));
    await vi.waitFor(async () => {
      expect((await rosterOf(server, team.owner.token, event.id)).posts[0]?.name).toBe('Front door');
      expect((await dutiesOf(server, team.member.token))[0]?.post_name).toBe('Front door');
    }, soon);

    await blockOut(db, holder, dayOf(event), dayOf(event));
    await vi.waitFor(async () => expect((await pickerEntry())?.blocked_out).toBe(true), soon);
    await db.delete(blockouts).where(eq(blockouts.userId, team.other.user.id));
    await vi.waitFor(async () => expect((await pickerEntry())?.blocked_out).toBe(false), soon);

    await giveCertificate(db, holder, 'CPR & First Aid', '2099-12-31');
    await vi.waitFor(
      async () => expect((await pickerEntry())?.valid_certificates).toEqual(['CPR & First Aid']),
      soon,
    );
    await db
      .update(certificates)
      .set({ expirationDate: '2000-01-01' })
      .where(eq(certificates.userId, team.other.user.id));
    await vi.waitFor(async () => expect((await pickerEntry())?.valid_certificates).toEqual([]), soon);

    await db.update(users).set({ firstName: 'Olivia' }).where(eq(users.id, team.other.user.id));
    await vi.waitFor(async () => expect((await pickerEntry())?.name).toMatch(/^Olivia /), soon);

    await db.update(events).set({ title: 'Evening Service' }).where(eq(events.id, event.id));
    await vi.waitFor(async () => {
      expect((await dutiesOf(server, team.member.token))[0]?.title).toBe('Evening Service');
    }, soon);
  });

  it("keeps no board of another organisation's event, and lists no duty whose event has ended by the clock", async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const stranger = await rosterTeam(db);
    const now = new Date();
    const event = await createEvent(db, team.organisation.id, { hoursAhead: 1, hours: 1, now });
    const door = await addPost(server, team.owner.token, 'Main door');
    await assign(server, team.owner.token, event.id, door.id, team.member.user.id);
    await rosterOf(server, team.owner.token, event.id);
    const foreign = await server.call(
      'get_duty_roster',
      { event_id: event.id },
      { token: stranger.owner.token },
    );
    expect(foreign.code).toBe(404);
    // a server whose clock moves on: the event ends without any write, which my_duties works out
    // from the kept rows on every call
    let clock = now;
    const later = await startTestServer({ now: () => clock });
    try {
      expect(await dutiesOf(later, team.member.token)).toHaveLength(1);
      clock = new Date(event.utcEnd.getTime() + 1);
      expect(await dutiesOf(later, team.member.token)).toEqual([]);
    } finally {
      await later.close();
    }
  });
});
