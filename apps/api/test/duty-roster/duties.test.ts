import type { Duty, DutyRoster, MyDuty } from '@faith-shield/contract/duty-roster/roster-fields';
import type { EventDetail } from '@faith-shield/contract/events/event-fields';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, notificationDeliveries, notifications } from '../../src/db/schema/index';
import { notificationsOf } from '../events/event-fixtures';
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

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('duties (spec 03 §4)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('assigning answers a pending duty, tells the member by push, notification and mail, and opens the event to them', async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const event = await createEvent(db, team.organisation.id);
    const post = await addPost(server, team.owner.token, 'Main door');
    const { code, body } = await server.call<Duty>(
      'assign_duty',
      { event_id: event.id, post_id: post.id, user_id: team.member.user.id },
      { token: team.leader.token },
    );
    expect(code).toBe(200);
    expect(body.message).toBe('The member has been assigned.');
    expect(body.data).toMatchObject({
      event_id: event.id,
      post_id: post.id,
      user_id: team.member.user.id,
      response: 'pending',
      decline_reason: '',
      checked_in_at: null,
      checked_out_at: null,
    });
    const told = await notificationsOf(server, team.member.token);
    const notice = told.find((row) => row.title === 'New duty: Main door');
    expect(notice?.body).toContain('You are on Main door for Sunday Service');
    const channels = await db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(
        and(eq(notifications.userId, team.member.user.id), eq(notifications.title, 'New duty: Main door')),
      );
    expect(channels.map((row) => row.channel).sort()).toEqual(['mail', 'push']);
    const detail = await server.call<EventDetail>(
      'get_event_detail',
      { id: event.id },
      { token: team.member.token },
    );
    expect(detail.code).toBe(200);
    // the owner may take a post too
    const own = await assign(server, team.owner.token, event.id, post.id, team.owner.user.id);
    expect(own.response).toBe('pending');
  });

  it('refuses a member away that day, without a valid certificate of the type, or already on a post', async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    // from noon, so the event's two hours never cross midnight: its first day is its last
    const noon = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
    const event = await createEvent(db, team.organisation.id, { now: noon });
    const day = dayOf(event);
    const door = await addPost(server, team.owner.token, 'Main door');
    const aid = await addPost(server, team.owner.token, 'First aid', 'CPR & First Aid');
    const attempt = (postId: string, userId: string) =>
      server.call(
        'assign_duty',
        { event_id: event.id, post_id: postId, user_id: userId },
        { token: team.owner.token },
      );

    await blockOut(db, { organisationId: team.organisation.id, id: team.other.user.id }, dayBefore(day), day);
    const away = await attempt(door.id, team.other.user.id);
    expect(away.code).toBe(422);
    expect(away.body.message).toBe('This member is unavailable on that date');
    expect(away.body.errors?.user_id).toBe('This member is unavailable on that date');

    const none = await attempt(aid.id, team.member.user.id);
    expect(none.body.message).toBe('This member has no valid CPR & First Aid certificate');
    await giveCertificate(
      db,
      { organisationId: team.organisation.id, id: team.member.user.id },
      'FEMA courses',
      '2099-01-01',
    );
    await giveCertificate(
      db,
      { organisationId: team.organisation.id, id: team.member.user.id },
      'CPR & First Aid',
      dayBefore(day),
    );
    const expired = await attempt(aid.id, team.member.user.id);
    expect(expired.body.message).toBe('This member has no valid CPR & First Aid certificate');
    // valid on the event's (end) day is enough
    await giveCertificate(
      db,
      { organisationId: team.organisation.id, id: team.member.user.id },
      'CPR & First Aid',
      day,
    );
    await assign(server, team.owner.token, event.id, aid.id, team.member.user.id);

    const twice = await attempt(door.id, team.member.user.id);
    expect(twice.body.message).toBe('This member already has a post at this event');
    const again = await attempt(aid.id, team.member.user.id);
    expect(again.body.message).toBe('This member already has a post at this event');
    // a blockout ending the day before, or starting the day after, does not stand in the way
    await blockOut(
      db,
      { organisationId: team.organisation.id, id: team.leader.user.id },
      dayBefore(day),
      dayBefore(day),
    );
    await blockOut(
      db,
      { organisationId: team.organisation.id, id: team.leader.user.id },
      nextDay(day),
      nextDay(day),
    );
    await assign(server, team.owner.token, event.id, door.id, team.leader.user.id);

    const roster = await server.call<DutyRoster>(
      'get_duty_roster',
      { event_id: event.id },
      { token: team.owner.token },
    );
    expect(roster.body.data?.posts.flatMap((post) => post.duties.map((duty) => duty.user_id)).sort()).toEqual(
      [team.member.user.id, team.leader.user.id].sort(),
    );
  });

  it('two assignments of one member to two posts at once: one wins', async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const event = await createEvent(db, team.organisation.id);
    const door = await addPost(server, team.owner.token, 'Main door');
    const park = await addPost(server, team.owner.token, 'Car park');
    for (let round = 0; round < 3; round += 1) {
      const target = await createEvent(db, team.organisation.id, { hoursAhead: 50 + round });
      const both = await Promise.all(
        [
          [team.owner.token, door.id],
          [team.leader.token, park.id],
        ].map(([token, postId]) =>
          server.call<Duty>(
            'assign_duty',
            { event_id: target.id, post_id: postId ?? '', user_id: team.member.user.id },
            { token },
          ),
        ),
      );
      expect(both.map((answer) => answer.code).sort()).toEqual([200, 422]);
      expect(both.find((answer) => answer.code === 422)?.body.message).toBe(
        'This member already has a post at this event',
      );
      const roster = await server.call<DutyRoster>(
        'get_duty_roster',
        { event_id: target.id },
        { token: team.owner.token },
      );
      expect(roster.body.data?.posts.flatMap((post) => post.duties)).toHaveLength(1);
    }
    expect(event.id).toBeTruthy();
  });

  it('the roster lists every post with its duties, covered and uncovered, and the picker for each member', async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const event = await createEvent(db, team.organisation.id);
    const door = await addPost(server, team.owner.token, 'Main door');
    const aid = await addPost(server, team.owner.token, 'First aid', 'CPR & First Aid');
    await addPost(server, team.owner.token, 'Car park');
    await giveCertificate(
      db,
      { organisationId: team.organisation.id, id: team.leader.user.id },
      'CPR & First Aid',
      '2099-12-31',
    );
    await blockOut(
      db,
      { organisationId: team.organisation.id, id: team.other.user.id },
      dayOf(event),
      dayOf(event),
    );
    const onDoor = await assign(server, team.owner.token, event.id, door.id, team.member.user.id);
    const onAid = await assign(server, team.owner.token, event.id, aid.id, team.leader.user.id);
    await server.call('respond_duty', { id: onDoor.id, response: 'accepted' }, { token: team.member.token });
    await server.call(
      'respond_duty',
      { id: onAid.id, response: 'declined', decline_reason: 'Away with family' },
      { token: team.leader.token },
    );

    const { code, body } = await server.call<DutyRoster>(
      'get_duty_roster',
      { event_id: event.id },
      { token: team.leader.token },
    );
    expect(code).toBe(200);
    const roster = body.data as DutyRoster;
    expect(roster.posts.map((post) => [post.name, post.covered])).toEqual([
      ['Car park', false],
      ['First aid', false],
      ['Main door', true],
    ]);
    expect(roster.uncovered_count).toBe(2);
    expect(roster.posts[1]?.duties[0]).toMatchObject({
      id: onAid.id,
      user_id: team.leader.user.id,
      name: 'Lena Member',
      response: 'declined',
      decline_reason: 'Away with family',
      checked_in_at: null,
    });
    const picker = new Map(roster.members.map((member) => [member.user_id, member]));
    expect(picker.get(team.other.user.id)).toMatchObject({
      blocked_out: true,
      post_id: null,
      valid_certificates: [],
    });
    expect(picker.get(team.leader.user.id)).toMatchObject({
      blocked_out: false,
      post_id: aid.id,
      valid_certificates: ['CPR & First Aid'],
    });
    expect(picker.get(team.owner.user.id)).toMatchObject({ blocked_out: false, post_id: null });

    const byMember = await server.call(
      'get_duty_roster',
      { event_id: event.id },
      { token: team.member.token },
    );
    expect(byMember.code).toBe(403);
    const stranger = await rosterTeam(db);
    const foreign = await server.call(
      'get_duty_roster',
      { event_id: event.id },
      { token: stranger.owner.token },
    );
    expect(foreign.code).toBe(404);
    expect(foreign.body.data).toBeUndefined();
  });

  it('refuses members who are not leaders, other organisations, ended events and plans without events', async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const stranger = await rosterTeam(db);
    const event = await createEvent(db, team.organisation.id);
    const post = await addPost(server, team.owner.token, 'Main door');
    const theirPost = await addPost(server, stranger.owner.token, 'Main door');
    const theirEvent = await createEvent(db, stranger.organisation.id);
    const fields = { event_id: event.id, post_id: post.id, user_id: team.other.user.id };

    const byMember = await server.call('assign_duty', fields, { token: team.member.token });
    expect(byMember.code).toBe(403);
    expect(byMember.body.message).toBe('Only the owner and team leaders can manage the roster');
    const cases: [Record<string, string>, string][] = [
      [{ ...fields, event_id: theirEvent.id }, 'This duty was not found.'],
      [{ ...fields, post_id: theirPost.id }, 'This post was not found.'],
      [{ ...fields, user_id: stranger.member.user.id }, 'This member was not found.'],
      [{ ...fields, user_id: 'not-an-id' }, 'This member was not found.'],
    ];
    for (const [input, message] of cases) {
      const refused = await server.call('assign_duty', input, { token: team.owner.token });
      expect(refused.code, message).toBe(404);
      expect(refused.body.message).toBe(message);
    }
    const duty = await assign(server, team.owner.token, event.id, post.id, team.member.user.id);
    const foreignUnassign = await server.call(
      'unassign_duty',
      { id: duty.id },
      { token: stranger.owner.token },
    );
    expect(foreignUnassign.code).toBe(404);
    const memberUnassign = await server.call('unassign_duty', { id: duty.id }, { token: team.member.token });
    expect(memberUnassign.code).toBe(403);

    const ended = await createEvent(db, team.organisation.id, { hoursAhead: -3 });
    const late = await server.call(
      'assign_duty',
      { ...fields, event_id: ended.id },
      { token: team.owner.token },
    );
    expect(late.body.message).toBe('This event has ended');

    const basic = await rosterTeam(db, 3);
    for (const name of ['assign_duty', 'get_duty_roster', 'my_duties', 'get_blockouts', 'check_in_duty']) {
      const refused = await server.call(name, fields, { token: basic.member.token });
      expect(refused.code, name).toBe(403);
      expect(refused.body.message).toBe(
        'The duty roster is part of the Advance plan. Please upgrade your subscription.',
      );
    }
  });

  it('unassign takes the member off; the roster shows the post uncovered', async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const event = await createEvent(db, team.organisation.id);
    const post = await addPost(server, team.owner.token, 'Main door');
    const duty = await assign(server, team.owner.token, event.id, post.id, team.member.user.id);
    const { code, body } = await server.call('unassign_duty', { id: duty.id }, { token: team.leader.token });
    expect(code).toBe(200);
    expect(body.message).toBe('The member has been taken off the post.');
    const roster = await server.call<DutyRoster>(
      'get_duty_roster',
      { event_id: event.id },
      { token: team.owner.token },
    );
    expect(roster.body.data?.posts[0]?.duties).toEqual([]);
    expect(roster.body.data?.uncovered_count).toBe(1);
    const gone = await server.call('unassign_duty', { id: duty.id }, { token: team.owner.token });
    expect(gone.code).toBe(404);
    // now free for another post
    await assign(server, team.owner.token, event.id, post.id, team.member.user.id);
  });

  it('members answer their own duties; a decline needs a reason and tells the owner and leaders; my_duties lists what is ahead', async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const later = await createEvent(db, team.organisation.id, { hoursAhead: 96, title: 'Evening Prayer' });
    const sooner = await createEvent(db, team.organisation.id, { hoursAhead: 30, title: 'Sunday Service' });
    const ended = await createEvent(db, team.organisation.id, { hoursAhead: 1, title: 'Vigil' });
    const post = await addPost(server, team.owner.token, 'Main door');
    const first = await assign(server, team.owner.token, later.id, post.id, team.member.user.id);
    const second = await assign(server, team.owner.token, sooner.id, post.id, team.member.user.id);
    await assign(server, team.owner.token, ended.id, post.id, team.member.user.id);
    await db
      .update(events)
      .set({ utcStart: new Date(Date.now() - 7_200_000), utcEnd: new Date(Date.now() - 60_000) })
      .where(eq(events.id, ended.id));

    const mine = await server.call<MyDuty[]>('my_duties', {}, { token: team.member.token });
    expect(mine.code).toBe(200);
    expect(mine.body.data?.map((duty) => [duty.title, duty.post_name, duty.response])).toEqual([
      ['Sunday Service', 'Main door', 'pending'],
      ['Evening Prayer', 'Main door', 'pending'],
    ]);
    expect(mine.body.data?.[0]).toMatchObject({
      id: second.id,
      utc_start: sooner.utcStart.toISOString(),
      time_zone: 'UTC',
    });
    const none = await server.call<MyDuty[]>('my_duties', {}, { token: team.other.token });
    expect(none.body.data).toEqual([]);

    const accepted = await server.call<Duty>(
      'respond_duty',
      { id: second.id, response: 'accepted' },
      { token: team.member.token },
    );
    expect(accepted.body.message).toBe('You have accepted the duty.');
    expect(accepted.body.data?.response).toBe('accepted');
    const noReason = await server.call(
      'respond_duty',
      { id: first.id, response: 'declined', decline_reason: ' ' },
      { token: team.member.token },
    );
    expect(noReason.code).toBe(422);
    expect(noReason.body.errors?.decline_reason).toBe('Please enter a reason');
    const badAnswer = await server.call(
      'respond_duty',
      { id: first.id, response: 'maybe' },
      { token: team.member.token },
    );
    expect(badAnswer.body.errors?.response).toBe('Please choose accept or decline');
    const notMine = await server.call(
      'respond_duty',
      { id: first.id, response: 'accepted' },
      { token: team.other.token },
    );
    expect(notMine.code).toBe(404);
    const stranger = await rosterTeam(db);
    const foreign = await server.call(
      'respond_duty',
      { id: first.id, response: 'accepted' },
      { token: stranger.owner.token },
    );
    expect(foreign.code).toBe(404);

    const declined = await server.call<Duty>(
      'respond_duty',
      { id: first.id, response: 'declined', decline_reason: 'Out of town' },
      { token: team.member.token },
    );
    expect(declined.body.message).toBe('You have declined the duty.');
    expect(declined.body.data).toMatchObject({ response: 'declined', decline_reason: 'Out of town' });
    for (const person of [team.owner, team.leader]) {
      const told = await notificationsOf(server, person.token);
      const notice = told.find((row) => row.title === 'Duty declined: Main door');
      expect(notice?.body).toContain('Mark Member cannot take Main door for Evening Prayer');
      expect(notice?.body).toContain('Out of town');
    }
    const others = await notificationsOf(server, team.other.token);
    expect(others.some((row) => row.title.startsWith('Duty declined'))).toBe(false);
  });
});
