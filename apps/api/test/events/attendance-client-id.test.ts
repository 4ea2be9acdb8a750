import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWrites, eventAttendance } from '../../src/db/schema/index';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addEvents, addFields, detailOf, teamOf } from './event-fixtures';

type Added = { total_person: number; attendance_count: number };

/** spec 03 §3: a headcount the phone queued offline and sent twice lands once. */
describe('add_event_attendance with a client_id', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const headcount = (token: string, eventId: string, count: number, clientId?: string) =>
    server.call<Added>(
      'add_event_attendance',
      { event_id: eventId, attendance_count: String(count), ...(clientId ? { client_id: clientId } : {}) },
      { token },
    );
  const storedCount = async (eventId: string, userId: string) => {
    const [row] = await (await testDatabase()).db
      .select({ total: eventAttendance.totalPerson })
      .from(eventAttendance)
      .where(and(eq(eventAttendance.eventId, eventId), eq(eventAttendance.userId, userId)));
    return row?.total;
  };
  const remembered = async (clientId: string) =>
    (await testDatabase()).db.select().from(clientWrites).where(eq(clientWrites.clientId, clientId));

  async function eventWithTeam() {
    const setup = await teamOf((await testDatabase()).db, 2);
    const [event] = await addEvents(
      server,
      setup.owner.token,
      addFields(setup.members.map((m) => m.user.id)),
    );
    if (!event) throw new Error('no event');
    const [first, second] = setup.members;
    if (!first || !second) throw new Error('no team');
    return { ...setup, first, second, event };
  }

  it('sent twice in turn: the second answers the first result with status 1 and writes nothing', async () => {
    const { first, second, event } = await eventWithTeam();
    const clientId = randomUUID();
    const once = await headcount(first.token, event.id, 40, clientId);
    expect(once.body).toEqual({
      status: 1,
      message: 'Your count has been saved.',
      data: { total_person: 40, attendance_count: 40 },
    });
    await headcount(second.token, event.id, 10);
    const twice = await headcount(first.token, event.id, 40, clientId);
    expect(twice.code).toBe(200);
    // the first result, not the total as it is now
    expect(twice.body).toEqual(once.body);
    expect(await storedCount(event.id, first.user.id)).toBe(40);
    expect(await remembered(clientId)).toHaveLength(1);
  });

  it('a queued headcount replayed after a newer one does not undo it', async () => {
    const { first, event } = await eventWithTeam();
    const queued = randomUUID();
    await headcount(first.token, event.id, 12, queued);
    await headcount(first.token, event.id, 15, randomUUID());
    const replay = await headcount(first.token, event.id, 12, queued);
    expect(replay.body.data).toEqual({ total_person: 12, attendance_count: 12 });
    expect(await storedCount(event.id, first.user.id)).toBe(15);
    expect((await detailOf(server, first.token, event.id)).body.data).toMatchObject({
      attendance_count: 15,
      my_attendance: 15,
    });
  });

  it('sent twice at once: one write, both answered alike', async () => {
    const { first, event } = await eventWithTeam();
    const clientId = randomUUID();
    const answers = await Promise.all([
      headcount(first.token, event.id, 7, clientId),
      headcount(first.token, event.id, 7, clientId),
    ]);
    for (const answer of answers)
      expect(answer.body).toMatchObject({ status: 1, data: { total_person: 7, attendance_count: 7 } });
    expect(await remembered(clientId)).toHaveLength(1);
  });

  it('a refused write is not remembered: sent again it is refused again with its message', async () => {
    const { owner, first, event } = await eventWithTeam();
    await server.call('add_event_submit', { event_id: event.id }, { token: owner.token });
    const clientId = randomUUID();
    const refused = {
      code: 409,
      body: {
        status: 0,
        message: 'The attendance of this event has been submitted: no more numbers can be added.',
      },
    };
    expect(await headcount(first.token, event.id, 9, clientId)).toMatchObject(refused);
    expect(await headcount(first.token, event.id, 9, clientId)).toMatchObject(refused);
    expect(await remembered(clientId)).toHaveLength(0);
    expect(await storedCount(event.id, first.user.id)).toBeUndefined();
  });

  it('one client_id in two organisations is two writes; in one organisation, one', async () => {
    const here = await eventWithTeam();
    const there = await eventWithTeam();
    const clientId = randomUUID();
    await headcount(here.first.token, here.event.id, 3, clientId);
    const elsewhere = await headcount(there.first.token, there.event.id, 4, clientId);
    expect(elsewhere.body.data).toEqual({ total_person: 4, attendance_count: 4 });
    expect(await storedCount(there.event.id, there.first.user.id)).toBe(4);
    // the same organisation's other member sending it: the first result (spec 03 §3)
    const teammate = await headcount(here.second.token, here.event.id, 5, clientId);
    expect(teammate.body.data).toEqual({ total_person: 3, attendance_count: 3 });
    expect(await storedCount(here.event.id, here.second.user.id)).toBeUndefined();
  });

  it('a client_id that is not a UUID is refused and changes nothing', async () => {
    const { first, event } = await eventWithTeam();
    const answer = await headcount(first.token, event.id, 8, 'not-a-uuid');
    expect(answer.code).toBe(422);
    expect(answer.body.status).toBe(0);
    expect(await storedCount(event.id, first.user.id)).toBeUndefined();
  });
});
