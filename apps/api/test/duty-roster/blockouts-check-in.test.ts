import type { Blockout, Duty, DutyRoster } from '@faith-shield/contract/duty-roster/roster-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addPost, assign, createEvent, rosterTeam } from './roster-fixtures';

const HOUR = 3_600_000;

describe('away dates and check-in (spec 03 §4)', () => {
  let server: TestServer;
  let clock = new Date();
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(() => server.close());

  it("members add, list and remove their away dates; the owner and leaders see the team's", async () => {
    clock = new Date();
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const add = (token: string, fields: Record<string, string>) =>
      server.call<Blockout>('add_blockout', fields, { token });

    const noStart = await add(team.member.token, { end_date: '2030-06-02' });
    expect(noStart.code).toBe(422);
    expect(noStart.body.errors?.start_date).toBe('Please enter start date');
    const noEnd = await add(team.member.token, { start_date: '2030-06-02', end_date: '' });
    expect(noEnd.body.errors?.end_date).toBe('Please enter end date');
    const backwards = await add(team.member.token, { start_date: '2030-06-02', end_date: '2030-06-01' });
    expect(backwards.body.errors?.end_date).toBe('End date must be on or after start date');
    const notADay = await add(team.member.token, { start_date: '2030-02-30', end_date: '2030-03-01' });
    expect(notADay.body.errors?.start_date).toBe('Please enter start date');

    const mine = await add(team.member.token, {
      start_date: '2030-06-01',
      end_date: '2030-06-01',
      reason: 'Wedding',
    });
    expect(mine.code).toBe(200);
    expect(mine.body.message).toBe('Your away dates have been added.');
    expect(mine.body.data).toMatchObject({
      user_id: team.member.user.id,
      name: 'Mark Member',
      start_date: '2030-06-01',
      end_date: '2030-06-01',
      reason: 'Wedding',
    });
    await add(team.other.token, { start_date: '2030-05-01', end_date: '2030-05-08' });

    const own = await server.call<Blockout[]>('get_blockouts', {}, { token: team.member.token });
    expect(own.body.data?.map((row) => row.user_id)).toEqual([team.member.user.id]);
    for (const manager of [team.owner, team.leader]) {
      const all = await server.call<Blockout[]>('get_blockouts', {}, { token: manager.token });
      expect(all.body.data?.map((row) => [row.name, row.start_date])).toEqual([
        ['Olga Member', '2030-05-01'],
        ['Mark Member', '2030-06-01'],
      ]);
    }
    const stranger = await rosterTeam(db);
    const theirs = await server.call<Blockout[]>('get_blockouts', {}, { token: stranger.owner.token });
    expect(theirs.body.data).toEqual([]);

    const id = mine.body.data?.id ?? '';
    for (const token of [team.other.token, team.owner.token, stranger.owner.token]) {
      const refused = await server.call('delete_blockout', { id }, { token });
      expect(refused.code).toBe(404);
      expect(refused.body.message).toBe('These away dates were not found.');
    }
    const removed = await server.call('delete_blockout', { id }, { token: team.member.token });
    expect(removed.body.message).toBe('The away dates have been removed.');
    const after = await server.call<Blockout[]>('get_blockouts', {}, { token: team.member.token });
    expect(after.body.data).toEqual([]);
  });

  it('check-in opens 2 hours before the start and closes at the end; only the assigned member checks in or out', async () => {
    const start = new Date(Date.now() + 10 * HOUR);
    clock = new Date();
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const event = await createEvent(db, team.organisation.id, {
      hoursAhead: 10,
      hours: 2,
      now: new Date(start.getTime() - 10 * HOUR),
    });
    const post = await addPost(server, team.owner.token, 'Main door');
    const duty = await assign(server, team.owner.token, event.id, post.id, team.member.user.id);
    const early = await assign(server, team.owner.token, event.id, post.id, team.other.user.id);
    const checkIn = (id: string, token: string, clientId?: string) =>
      server.call<Duty>('check_in_duty', clientId ? { id, client_id: clientId } : { id }, { token });

    clock = new Date(event.utcStart.getTime() - 2 * HOUR - 1);
    const tooEarly = await checkIn(duty.id, team.member.token);
    expect(tooEarly.code).toBe(422);
    expect(tooEarly.body.message).toBe('Check-in opens 2 hours before the event');

    clock = new Date(event.utcStart.getTime() - 2 * HOUR);
    const notTheirs = await checkIn(duty.id, team.other.token);
    expect(notTheirs.code).toBe(403);
    expect(notTheirs.body.message).toBe('Only the assigned member can check in or out');
    const byOwner = await checkIn(duty.id, team.owner.token);
    expect(byOwner.code).toBe(403);
    const stranger = await rosterTeam(db);
    const foreign = await checkIn(duty.id, stranger.owner.token);
    expect(foreign.code).toBe(404);
    const outFirst = await server.call('check_out_duty', { id: duty.id }, { token: team.member.token });
    expect(outFirst.body.message).toBe('Please check in first');

    const opened = await checkIn(duty.id, team.member.token, 'phone-queue-1');
    expect(opened.code).toBe(200);
    expect(opened.body.message).toBe('You are checked in.');
    expect(opened.body.data?.checked_in_at).toBe(clock.toISOString());
    // arriving answers the duty
    expect(opened.body.data?.response).toBe('accepted');

    // the same client_id again, later: one check-in, the first time kept
    clock = new Date(event.utcStart.getTime());
    const repeat = await checkIn(duty.id, team.member.token, 'phone-queue-1');
    expect(repeat.code).toBe(200);
    expect(repeat.body.data?.checked_in_at).toBe(opened.body.data?.checked_in_at);

    const roster = await server.call<DutyRoster>(
      'get_duty_roster',
      { event_id: event.id },
      { token: team.owner.token },
    );
    expect(roster.body.data?.posts[0]?.duties.find((row) => row.id === duty.id)?.checked_in_at).toBe(
      opened.body.data?.checked_in_at,
    );
    expect(roster.body.data?.posts[0]?.covered).toBe(true);

    // the last moment of the event is still open; a moment later it has ended
    clock = new Date(event.utcEnd.getTime());
    const atEnd = await checkIn(early.id, team.other.token);
    expect(atEnd.code).toBe(200);
    clock = new Date(event.utcEnd.getTime() + 1);
    const otherDuty = await assign(
      server,
      team.owner.token,
      (await createEvent(db, team.organisation.id, { hoursAhead: 0.5, hours: 1, now: clock })).id,
      post.id,
      team.leader.user.id,
    );
    clock = new Date(clock.getTime() + 2 * HOUR);
    const ended = await checkIn(otherDuty.id, team.leader.token);
    expect(ended.code).toBe(422);
    expect(ended.body.message).toBe('This event has ended');

    const out = await server.call<Duty>('check_out_duty', { id: duty.id }, { token: team.member.token });
    expect(out.code).toBe(200);
    expect(out.body.message).toBe('You are checked out.');
    expect(out.body.data?.checked_out_at).toBe(clock.toISOString());
    const outByOther = await server.call('check_out_duty', { id: duty.id }, { token: team.other.token });
    expect(outByOther.code).toBe(403);
  });
});
