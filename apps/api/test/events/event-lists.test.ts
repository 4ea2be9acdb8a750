import type { Event } from '@faith-shield/contract/events/event-fields';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addEvents, addFields, row, teamOf } from './event-fixtures';

type Home = { resource: unknown[]; event: Event[] };

describe('events, get_sub_user_event and home', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const titlesOf = async (name: string, token: string, fields: Record<string, string> = {}) => {
    const { code, body } = await server.call<Event[]>(name, fields, { token });
    expect(code, body.message).toBe(200);
    expect(body.message).toBe('Events');
    return (body.data ?? []).map((event) => event.title);
  };

  it('lists upcoming and running events soonest first, then past ones latest first, a page at a time', async () => {
    const { db } = await testDatabase();
    const { owner } = await teamOf(db, 0);
    for (const [title, day] of [
      ['Later', '2030-12-20'],
      ['Sooner', '2030-12-06'],
      ['Soonest', '2030-11-29'],
    ] as const)
      await addEvents(server, owner.token, addFields('Other', [row(day)], { title }));
    const [running, ended, endedLong] = await addEvents(
      server,
      owner.token,
      addFields('Other', [row('2030-01-01'), row('2030-01-02'), row('2030-01-03')], { title: 'Moved' }),
    );
    const hour = 3_600_000;
    const now = Date.now();
    const place = async (id: string | undefined, title: string, start: number, end: number) =>
      db
        .update(events)
        .set({ title, utcStart: new Date(now + start), utcEnd: new Date(now + end) })
        .where(eq(events.id, id ?? ''));
    await place(running?.id, 'Running now', -hour, hour);
    await place(ended?.id, 'Ended yesterday', -25 * hour, -23 * hour);
    await place(endedLong?.id, 'Ended last week', -170 * hour, -168 * hour);

    expect(await titlesOf('events', owner.token)).toEqual([
      'Running now',
      'Soonest',
      'Sooner',
      'Later',
      'Ended yesterday',
      'Ended last week',
    ]);
    expect(await titlesOf('events', owner.token, { page: '2' })).toEqual([]);
  });

  it('answers 20 a page, and a short page is the last', async () => {
    const { db } = await testDatabase();
    const { owner } = await teamOf(db, 0);
    const rows = Array.from({ length: 25 }, (_, index) =>
      row(`2031-01-${String(index + 1).padStart(2, '0')}`),
    );
    await addEvents(server, owner.token, addFields('Other', rows));
    const first = await server.call<Event[]>('events', {}, { token: owner.token });
    const second = await server.call<Event[]>('events', { page: '2' }, { token: owner.token });
    expect(first.body.data).toHaveLength(20);
    expect(second.body.data).toHaveLength(5);
    expect(second.body.data?.[4]?.start_date).toBe('2031-01-25 10:00:00');
    expect(
      new Set([...(first.body.data ?? []), ...(second.body.data ?? [])].map((event) => event.id)).size,
    ).toBe(25);
  });

  it('shows a sub user only the events assigned to them, and an owner never another organisation’s', async () => {
    const { db } = await testDatabase();
    const { owner, members } = await teamOf(db, 2);
    const [mine, other] = members;
    if (!mine || !other) throw new Error('no team');
    await addEvents(server, owner.token, addFields([mine.user.id], [row()], { title: 'Mine' }));
    await addEvents(server, owner.token, addFields([other.user.id], [row()], { title: 'Theirs' }));
    await addEvents(server, owner.token, addFields('Other', [row()], { title: 'Nobody’s' }));
    const stranger = await teamOf(db, 0);
    await addEvents(server, stranger.owner.token, addFields('Other', [row()], { title: 'Elsewhere' }));

    expect(await titlesOf('get_sub_user_event', mine.token)).toEqual(['Mine']);
    expect(await titlesOf('get_sub_user_event', other.token)).toEqual(['Theirs']);
    expect((await titlesOf('events', owner.token)).sort()).toEqual(['Mine', 'Nobody’s', 'Theirs']);
    expect(await titlesOf('events', stranger.owner.token)).toEqual(['Elsewhere']);
  });

  it('answers a new or changed event at once: the kept lists are forgotten on every change', async () => {
    const { db } = await testDatabase();
    const { owner, members } = await teamOf(db, 1);
    const member = members[0];
    if (!member) throw new Error('no member');
    expect(await titlesOf('events', owner.token)).toEqual([]);
    expect(await titlesOf('get_sub_user_event', member.token)).toEqual([]);
    const [event] = await addEvents(server, owner.token, addFields([member.user.id]));
    expect(await titlesOf('events', owner.token)).toEqual(['Sunday Service']);
    expect(await titlesOf('get_sub_user_event', member.token)).toEqual(['Sunday Service']);
    await server.call(
      'add_event_attendance',
      { event_id: event?.id ?? '', attendance_count: 40 },
      { token: member.token },
    );
    const { body } = await server.call<Event[]>('events', {}, { token: owner.token });
    expect(body.data?.[0]?.attendance_count).toBe(40);
  });

  it('home: an owner’s upcoming events, soonest first, at most five; a sub user’s assigned ones', async () => {
    const { db } = await testDatabase();
    const { owner, members } = await teamOf(db, 1);
    const member = members[0];
    if (!member) throw new Error('no member');
    const days = ['2030-12-20', '2030-12-06', '2030-12-13', '2030-12-27', '2031-01-03', '2031-01-10'];
    await addEvents(
      server,
      owner.token,
      addFields(
        'Other',
        days.map((day) => row(day)),
      ),
    );
    await addEvents(
      server,
      owner.token,
      addFields([member.user.id], [row('2031-02-01')], { title: 'Assigned' }),
    );
    const [past] = await addEvents(
      server,
      owner.token,
      addFields('Other', [row('2030-11-01')], { title: 'Over' }),
    );
    await db
      .update(events)
      .set({ utcStart: new Date(Date.now() - 7_200_000), utcEnd: new Date(Date.now() - 3_600_000) })
      .where(eq(events.id, past?.id ?? ''));

    const ownerHome = await server.call<Home>('home', {}, { token: owner.token });
    expect(ownerHome.code).toBe(200);
    // the resource hub's newest, as the hub lists them (the plan has the hub)
    const hub = await server.call<{ resource: unknown[] }>(
      'resources',
      {},
      { token: owner.token, method: 'GET', bearer: true },
    );
    expect(ownerHome.body.data?.resource).toEqual(hub.body.data?.resource.slice(0, 6));
    expect(ownerHome.body.data?.resource).toHaveLength(6);
    expect(ownerHome.body.data?.event.map((event) => event.start_date.slice(0, 10))).toEqual([
      '2030-12-06',
      '2030-12-13',
      '2030-12-20',
      '2030-12-27',
      '2031-01-03',
    ]);
    const memberHome = await server.call<Home>('home', { type: 'subuser' }, { token: member.token });
    expect(memberHome.body.data?.event.map((event) => event.title)).toEqual(['Assigned']);
    // a sub user who leaves out type=subuser still sees only their own
    const untyped = await server.call<Home>('home', {}, { token: member.token });
    expect(untyped.body.data?.event.map((event) => event.title)).toEqual(['Assigned']);
  });

  it('home on a plan without events or the resource hub: neither, and no refusal (the dashboard still opens)', async () => {
    const { db } = await testDatabase();
    const advance = await teamOf(db, 0);
    await addEvents(server, advance.owner.token, addFields('Other'));
    const basic = await teamOf(db, 0, 2);
    const { code, body } = await server.call<Home>('home', {}, { token: basic.owner.token });
    expect({ code, body }).toEqual({
      code: 200,
      body: { status: 1, message: 'Home', data: { resource: [], event: [] } },
    });
  });
});
