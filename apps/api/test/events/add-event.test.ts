import type { Event } from '@faith-shield/contract/events/event-fields';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addPushDevice } from '../notifications/notify-helpers';
import { addEvents, addFields, eventsOf, notificationsOf, row, teamOf } from './event-fixtures';

describe('add_event', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('makes one event per date row, in UTC from the creator’s zone, and answers them', async () => {
    const { db } = await testDatabase();
    const { organisation, owner, members } = await teamOf(db);
    const ids = members.map((member) => member.user.id);
    const { code, body } = await server.call<Event[]>(
      'add_event',
      addFields(ids, [row('2030-12-06'), row('2030-12-13', '18:30', '20:00')]),
      { token: owner.token },
    );
    expect(code).toBe(200);
    expect(body.status).toBe(1);
    expect(body.message).toBe('The events have been added.');
    expect(body.data).toHaveLength(2);
    expect(body.data?.[0]).toMatchObject({
      event_categories: 'Main Service',
      title: 'Sunday Service',
      security: 'No',
      status: 0,
      start_date: '2030-12-06 10:00:00',
      end_date: '2030-12-06 12:00:00',
      // Chicago is UTC−6 in December
      utc_start_date: '2030-12-06T16:00:00.000Z',
      utc_end_date: '2030-12-06T18:00:00.000Z',
      time_zone: 'America/Chicago',
      attendance_count: 0,
      image: '',
    });
    expect(body.data?.[1]).toMatchObject({
      utc_start_date: '2030-12-14T00:30:00.000Z',
      utc_end_date: '2030-12-14T02:00:00.000Z',
    });
    expect(await eventsOf(organisation.id)).toHaveLength(2);
  });

  it('reads the rows in the zone sent: Kolkata, summer time in Chicago, and UTC when none is sent', async () => {
    const { db } = await testDatabase();
    const { owner, members } = await teamOf(db, 1);
    const ids = [members[0]?.user.id ?? ''];
    const [kolkata] = await addEvents(
      server,
      owner.token,
      addFields(ids, [row()], { time_zone: 'Asia/Kolkata' }),
    );
    expect(kolkata?.utc_start_date).toBe('2030-12-06T04:30:00.000Z');
    const [summer] = await addEvents(server, owner.token, addFields(ids, [row('2030-07-07')]));
    expect(summer?.utc_start_date).toBe('2030-07-07T15:00:00.000Z');
    const [utc] = await addEvents(server, owner.token, addFields(ids, [row()], { time_zone: '' }));
    expect(utc).toMatchObject({ utc_start_date: '2030-12-06T10:00:00.000Z', time_zone: 'UTC' });
    // a time the spring-forward skips is the hour after it, as clocks show then
    const [skipped] = await addEvents(
      server,
      owner.token,
      addFields(ids, [row('2030-03-10', '02:30', '04:00')]),
    );
    expect(skipped?.utc_start_date).toBe('2030-03-10T08:30:00.000Z');
  });

  it('answers every missing field with the spec’s message', async () => {
    const { db } = await testDatabase();
    const { organisation, owner } = await teamOf(db, 0);
    const { code, body } = await server.call('add_event', {}, { token: owner.token });
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      title: 'Please enter title',
      description: 'Please enter description',
      date_array: 'Please enter event date time',
      sub_user_id: 'Please enter sub user',
    });
    expect(body.message).toBe('Please enter sub user');
    expect(await eventsOf(organisation.id)).toHaveLength(0);
  });

  it('needs all four values of every row, and writes nothing when the second row is bad', async () => {
    const { db } = await testDatabase();
    const { organisation, owner, members } = await teamOf(db, 1);
    const ids = [members[0]?.user.id ?? ''];
    for (const bad of [
      { ...row(), end_time: '' },
      { start_date: '2030-12-13', start_time: '10:00', end_date: '2030-12-13' },
      { ...row(), start_date: '2030-02-30' },
      { ...row(), start_time: '25:00' },
      'not a row',
    ]) {
      const { code, body } = await server.call('add_event', addFields(ids, [row(), bad]), {
        token: owner.token,
      });
      expect(code).toBe(422);
      expect(body.errors).toEqual({ 'date_array.1': 'Please enter event date time' });
    }
    for (const text of ['', 'not json', '[]', '{}']) {
      const { body } = await server.call(
        'add_event',
        { ...addFields(ids), date_array: text },
        { token: owner.token },
      );
      expect(body.errors).toEqual({ date_array: 'Please enter event date time' });
    }
    expect(await eventsOf(organisation.id)).toHaveLength(0);
    expect(await notificationsOf(server, members[0]?.token ?? '')).toEqual([]);
  });

  it('refuses a row that starts in the past or does not end after its start, and writes none of the rows', async () => {
    const { db } = await testDatabase();
    const { organisation, owner, members } = await teamOf(db, 1);
    const ids = [members[0]?.user.id ?? ''];
    const past = await server.call('add_event', addFields(ids, [row(), row('2020-01-05')]), {
      token: owner.token,
    });
    expect(past.code).toBe(422);
    expect(past.body.errors).toEqual({ 'date_array.1': 'The start cannot be in the past.' });
    const backwards = await server.call(
      'add_event',
      addFields(ids, [row(), row('2030-12-13', '12:00', '11:00')]),
      {
        token: owner.token,
      },
    );
    expect(backwards.body.errors).toEqual({ 'date_array.1': 'The end must be after the start.' });
    const overnight = await addEvents(
      server,
      owner.token,
      addFields(ids, [row('2030-12-31', '22:00', '01:00', '2031-01-01')]),
    );
    expect(overnight[0]?.utc_end_date).toBe('2031-01-01T07:00:00.000Z');
    expect(await eventsOf(organisation.id)).toHaveLength(1);
  });

  it("takes 'Other' or the team, never both, and only the organisation's own live sub users", async () => {
    const { db } = await testDatabase();
    const { organisation, owner, members } = await teamOf(db, 1);
    const mine = members[0]?.user.id ?? '';
    const stranger = await createOrganisation(db);
    const theirs = (await createUser(db, stranger.organisation.id, 2)).user.id;

    const both = await server.call('add_event', addFields([mine, 'Other']), { token: owner.token });
    expect(both.code).toBe(422);
    expect(both.body.errors).toEqual({ sub_user_id: "Please choose either 'Other' or sub users, not both." });
    for (const ids of [[mine, theirs], [owner.user.id], ['not-an-id']]) {
      const { code, body } = await server.call('add_event', addFields(ids), { token: owner.token });
      expect({ code, body }).toEqual({
        code: 404,
        body: { status: 0, message: 'This sub user was not found.' },
      });
    }
    expect(await eventsOf(organisation.id)).toHaveLength(0);
    expect(await notificationsOf(server, stranger.owner.token)).toEqual([]);

    const [other] = await addEvents(server, owner.token, addFields('Other'));
    const { body } = await server.call('get_event_detail', { id: other?.id ?? '' }, { token: owner.token });
    expect(body.data).toMatchObject({ sub_user_id: 'Other', sub_user: [] });
    // the ids as text separated by commas, as some clients send them
    const [listed] = await addEvents(server, owner.token, { ...addFields([]), sub_user_id: ` ${mine} ,` });
    expect(listed?.title).toBe('Sunday Service');
  });

  it('tells each assigned member once per add, on every device, about the first date', async () => {
    const { db } = await testDatabase();
    const { owner, members } = await teamOf(db, 2);
    const [first, second] = members;
    if (!first || !second) throw new Error('no team');
    const endpoint = await addPushDevice(db, first.user.id);
    const created = await addEvents(
      server,
      owner.token,
      addFields([first.user.id, second.user.id], [row('2030-12-13'), row('2030-12-06')]),
    );
    const soonest = created.find((event) => event.start_date.startsWith('2030-12-06'));
    for (const member of [first, second]) {
      const list = await notificationsOf(server, member.token);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        type: 'users',
        event_id: soonest?.id,
        title: 'New event: Sunday Service',
        body: 'You are on the team for 2 dates of Sunday Service, the first on 06 Dec, 2030 at 10:00 AM CST.',
        url: `/subuser-view-events/${soonest?.id}`,
      });
    }
    expect(await notificationsOf(server, owner.token)).toEqual([]);
    await expect
      .poll(() => server.pushes.filter((push) => push.endpoint === endpoint))
      .toEqual([
        {
          endpoint,
          title: 'New event: Sunday Service',
          body: 'You are on the team for 2 dates of Sunday Service, the first on 06 Dec, 2030 at 10:00 AM CST.',
          url: `/subuser-view-events/${soonest?.id}`,
        },
      ]);
  });

  it("tells nobody of an event for 'Other'", async () => {
    const { db } = await testDatabase();
    const { organisation, members } = await teamOf(db, 1);
    const owner = await createUser(db, organisation.id, 1);
    await addEvents(server, owner.token, addFields('Other'));
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.organisationId, organisation.id));
    expect(told).toEqual([]);
    expect(await notificationsOf(server, members[0]?.token ?? '')).toEqual([]);
  });

  it('keeps text as text: what is typed is stored and answered unchanged', async () => {
    const { db } = await testDatabase();
    const { owner } = await teamOf(db, 0);
    const title = '<img src=x onerror=alert(1)> Vigil & "Prayer"';
    const [event] = await addEvents(server, owner.token, addFields('Other', [row()], { title }));
    expect(event?.title).toBe(title);
  });
});
