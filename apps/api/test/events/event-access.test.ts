import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addEvents, addFields, detailOf, teamOf, updateFields } from './event-fixtures';

const PLAN_NEEDED = {
  status: 0,
  message: 'Events are part of the Advance plan. Please upgrade your subscription.',
};
const WRONG_ROLE = { status: 0, message: 'You do not have access to this.' };

describe('who may make the event calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses Basic, Standard and no plan with 403 naming the Advance plan; Free Trial and Advance pass', async () => {
    const { db } = await testDatabase();
    for (const tier of [0, 2, 3]) {
      const { owner, members } = await teamOf(db, 1, tier);
      for (const [name, token] of [
        ['events', owner.token],
        ['add_event', owner.token],
        ['get_event_detail', owner.token],
        ['add_event_submit', owner.token],
        ['get_sub_user_event', members[0]?.token ?? ''],
        ['add_event_attendance', members[0]?.token ?? ''],
        ['get_attendance_sheet', members[0]?.token ?? ''],
      ] as const) {
        const { code, body } = await server.call(name, {}, { token });
        expect({ name, tier, code, body }).toEqual({ name, tier, code: 403, body: PLAN_NEEDED });
      }
    }
    for (const tier of [1, 4]) {
      const { owner } = await teamOf(db, 0, tier);
      expect((await server.call('events', {}, { token: owner.token })).code).toBe(200);
    }
  });

  it('refuses a sub user creating, editing or submitting an event (403), and changes nothing', async () => {
    const { db } = await testDatabase();
    const { owner, members } = await teamOf(db, 1);
    const member = members[0];
    if (!member) throw new Error('no member');
    const [event] = await addEvents(server, owner.token, addFields([member.user.id]));
    const id = event?.id ?? '';
    for (const [name, fields] of [
      ['add_event', addFields([member.user.id])],
      ['event_update', updateFields(id, [member.user.id], { title: 'Changed by a member' })],
      ['add_event_submit', { event_id: id }],
      ['events', {}],
    ] as const) {
      const { code, body } = await server.call(name, fields, { token: member.token });
      expect({ name, code, body }).toEqual({ name, code: 403, body: WRONG_ROLE });
    }
    const [stored] = await db.select().from(events).where(eq(events.id, id));
    expect({ title: stored?.title, status: stored?.status }).toEqual({ title: 'Sunday Service', status: 0 });
    const { code, body } = await server.call('get_sub_user_event', {}, { token: owner.token });
    expect({ code, body }).toEqual({ code: 403, body: WRONG_ROLE });
  });

  it('get_event_detail: the owner any of theirs, a sub user (type=subuser) the assigned ones, else 404 with no data', async () => {
    const { db } = await testDatabase();
    const { owner, members } = await teamOf(db, 2);
    const [assigned, other] = members;
    if (!assigned || !other) throw new Error('no team');
    const [event] = await addEvents(server, owner.token, addFields([assigned.user.id]));
    const id = event?.id ?? '';
    const asOwner = await detailOf(server, owner.token, id);
    expect(asOwner.code).toBe(200);
    expect(asOwner.body.data).toMatchObject({
      id,
      title: 'Sunday Service',
      sub_user: [{ value: assigned.user.id, label: 'Test Member' }],
      sub_user_id: [assigned.user.id],
      attendance_count: 0,
      my_attendance: null,
    });
    const asMember = await server.call(
      'get_event_detail',
      { id, type: 'subuser' },
      { token: assigned.token },
    );
    expect(asMember.code).toBe(200);
    expect(asMember.body.data).toEqual(asOwner.body.data);

    const notFound = { status: 0, message: 'This event was not found.' };
    const stranger = await teamOf(db, 0);
    for (const [token, askedId] of [
      [other.token, id],
      [stranger.owner.token, id],
      [owner.token, 'x'],
      [owner.token, crypto.randomUUID()],
    ] as const) {
      const { code, body } = await server.call(
        'get_event_detail',
        { id: askedId, type: 'subuser' },
        { token },
      );
      expect({ code, body }).toEqual({ code: 404, body: notFound });
    }
    const missing = await server.call('get_event_detail', {}, { token: owner.token });
    expect({ code: missing.code, errors: missing.body.errors }).toEqual({
      code: 422,
      errors: { id: 'This event was not found.' },
    });
  });
});
