import type { AttendanceSheet } from '@faith-shield/contract/events/get-attendance-sheet';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAttendance, users } from '../../src/db/schema/index';
import { createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addEvents, addFields, detailOf, teamOf } from './event-fixtures';

type Added = { total_person: number; attendance_count: number };

describe('attendance: add_event_attendance, add_event_submit, get_attendance_sheet', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const headcount = (token: string, eventId: string, count: string | number) =>
    server.call<Added>('add_event_attendance', { event_id: eventId, attendance_count: count }, { token });
  const sheetOf = (token: string, eventId: string) =>
    server.call<AttendanceSheet>('get_attendance_sheet', { event_id: eventId }, { token });
  const storedCounts = async (eventId: string) =>
    (await testDatabase()).db
      .select({ userId: eventAttendance.userId, total: eventAttendance.totalPerson })
      .from(eventAttendance)
      .where(eq(eventAttendance.eventId, eventId));

  async function eventWithTeam() {
    const { db } = await testDatabase();
    const setup = await teamOf(db, 2);
    const [event] = await addEvents(
      server,
      setup.owner.token,
      addFields(setup.members.map((member) => member.user.id)),
    );
    if (!event) throw new Error('no event');
    return { ...setup, event };
  }

  it('each person records their own headcount; the answer is the event’s new total', async () => {
    const { owner, members, event } = await eventWithTeam();
    const [first, second] = members;
    if (!first || !second) throw new Error('no team');
    const one = await headcount(first.token, event.id, '120');
    expect(one.code).toBe(200);
    expect(one.body).toEqual({
      status: 1,
      message: 'Your count has been saved.',
      data: { total_person: 120, attendance_count: 120 },
    });
    expect((await headcount(second.token, event.id, 35)).body.data?.total_person).toBe(155);
    // a later headcount replaces the person's own
    expect((await headcount(first.token, event.id, '118')).body.data).toEqual({
      total_person: 153,
      attendance_count: 118,
    });
    expect((await headcount(owner.token, event.id, '0')).body.data?.total_person).toBe(153);
    const detail = await detailOf(server, first.token, event.id);
    expect(detail.body.data).toMatchObject({ attendance_count: 153, my_attendance: 118 });
    expect((await detailOf(server, owner.token, event.id)).body.data?.my_attendance).toBe(0);
  });

  it('takes a whole number of 0 or more only, and changes nothing otherwise', async () => {
    const { members, event } = await eventWithTeam();
    const token = members[0]?.token ?? '';
    await headcount(token, event.id, 12);
    for (const [value, message] of [
      ['', 'Please enter attendance count'],
      ['-1', 'Count cannot be negative'],
      ['-5', 'Count cannot be negative'],
      ['1.5', 'Please enter a whole number.'],
      ['twelve', 'Please enter a whole number.'],
      ['1e3', 'Please enter a whole number.'],
      ['100001', 'Count must be 100,000 or less'],
    ]) {
      const { code, body } = await headcount(token, event.id, value ?? '');
      expect({ code, errors: body.errors }).toEqual({ code: 422, errors: { attendance_count: message } });
    }
    const missing = await server.call('add_event_attendance', { event_id: event.id }, { token });
    expect(missing.body.errors).toEqual({ attendance_count: 'Please enter attendance count' });
    expect((await storedCounts(event.id)).map((row) => row.total)).toEqual([12]);
  });

  it('the sheet: every member on the team and everyone who counted, Pending, Running, then Summitted', async () => {
    const { db } = await testDatabase();
    const { owner, members, event } = await eventWithTeam();
    const [first, second] = members;
    if (!first || !second) throw new Error('no team');
    await db.update(users).set({ firstName: 'Ada', lastName: 'Baker' }).where(eq(users.id, first.user.id));
    await db.update(users).set({ firstName: 'Ben', lastName: 'Cole' }).where(eq(users.id, second.user.id));
    await db.update(users).set({ firstName: 'Zoe', lastName: 'Owner' }).where(eq(users.id, owner.user.id));
    await headcount(first.token, event.id, 40);

    const open = await sheetOf(owner.token, event.id);
    expect(open.code).toBe(200);
    expect(open.body.message).toBe('Attendance sheet');
    expect(open.body.data).toEqual({
      event_id: event.id,
      event_title: 'Sunday Service',
      date: '2030-12-06T16:00:00.000Z',
      end_date: '2030-12-06T18:00:00.000Z',
      image: '',
      status: 0,
      total: 40,
      rows: [
        { user_id: first.user.id, profile: '', user_name: 'Ada Baker', status: 2, total_person: 40 },
        { user_id: second.user.id, profile: '', user_name: 'Ben Cole', status: 0, total_person: 0 },
      ],
    });

    await headcount(second.token, event.id, 25);
    await headcount(owner.token, event.id, 5);
    const submitted = await server.call('add_event_submit', { event_id: event.id }, { token: owner.token });
    expect(submitted.body).toEqual({
      status: 1,
      message: 'The attendance has been submitted.',
      data: { status: 1, total_person: 70 },
    });
    const closed = await sheetOf(second.token, event.id);
    expect(closed.body.data?.status).toBe(1);
    expect(closed.body.data?.total).toBe(70);
    expect(
      closed.body.data?.rows.map((entry) => [entry.user_name, entry.status, entry.total_person]),
    ).toEqual([
      ['Ada Baker', 1, 40],
      ['Ben Cole', 1, 25],
      ['Zoe Owner', 1, 5],
    ]);
    expect((await detailOf(server, owner.token, event.id)).body.data?.status).toBe(1);
  });

  it('refuses a second submit and a headcount after submit with a clear message, changing nothing', async () => {
    const { owner, members, event } = await eventWithTeam();
    const token = members[0]?.token ?? '';
    await headcount(token, event.id, 50);
    expect((await server.call('add_event_submit', { event_id: event.id }, { token: owner.token })).code).toBe(
      200,
    );
    const again = await server.call('add_event_submit', { event_id: event.id }, { token: owner.token });
    expect({ code: again.code, body: again.body }).toEqual({
      code: 409,
      body: { status: 0, message: 'The attendance of this event has already been submitted.' },
    });
    for (const who of [token, owner.token]) {
      const late = await headcount(who, event.id, 99);
      expect({ code: late.code, body: late.body }).toEqual({
        code: 409,
        body: {
          status: 0,
          message: 'The attendance of this event has been submitted: no more numbers can be added.',
        },
      });
    }
    expect(await storedCounts(event.id)).toEqual([{ userId: members[0]?.user.id, total: 50 }]);
  });

  it('a headcount and a submit racing: the count is either in the total or refused, never lost', async () => {
    const { owner, members, event } = await eventWithTeam();
    const [count, submit] = await Promise.all([
      headcount(members[0]?.token ?? '', event.id, 77),
      server.call<{ total_person: number }>(
        'add_event_submit',
        { event_id: event.id },
        { token: owner.token },
      ),
    ]);
    expect(submit.code).toBe(200);
    if (count.code === 200) expect(submit.body.data?.total_person).toBe(77);
    else expect(count.code).toBe(409);
    const sheet = await sheetOf(owner.token, event.id);
    expect(sheet.body.data?.total).toBe(count.code === 200 ? 77 : 0);
  });

  it('a member not on the team, or of another organisation, cannot count or read the sheet (404)', async () => {
    const { db } = await testDatabase();
    const { organisation, event } = await eventWithTeam();
    const outsider = await createUser(db, organisation.id, 2);
    const stranger = await teamOf(db, 0);
    for (const token of [outsider.token, stranger.owner.token]) {
      const notFound = { status: 0, message: 'This event was not found.' };
      const count = await headcount(token, event.id, 3);
      expect({ code: count.code, body: count.body }).toEqual({ code: 404, body: notFound });
      const sheet = await sheetOf(token, event.id);
      expect({ code: sheet.code, body: sheet.body }).toEqual({ code: 404, body: notFound });
    }
    const submit = await server.call(
      'add_event_submit',
      { event_id: event.id },
      { token: stranger.owner.token },
    );
    expect(submit.code).toBe(404);
    expect(await storedCounts(event.id)).toEqual([]);
  });

  it('a deleted member’s headcount stays on the sheet under their name', async () => {
    const { owner, members, event } = await eventWithTeam();
    const [leaving] = members;
    if (!leaving) throw new Error('no member');
    await headcount(leaving.token, event.id, 33);
    await server.call('delete_sub_user', { id: leaving.user.id }, { token: owner.token });
    const sheet = await sheetOf(owner.token, event.id);
    expect(sheet.body.data?.total).toBe(33);
    expect(sheet.body.data?.rows.find((entry) => entry.user_id === leaving.user.id)?.total_person).toBe(33);
    expect((await detailOf(server, owner.token, event.id)).body.data?.sub_user).toHaveLength(1);
  });
});
