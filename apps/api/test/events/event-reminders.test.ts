import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runEventReminders } from '../../src/features/events/event-reminders';
import { mailsTo } from '../helpers/outbox';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addEvents, addFields, notificationsOf, teamOf, updateFields } from './event-fixtures';

dayjs.extend(utc);

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** The next whole hour from the real time (sessions and plans are made with the real clock). */
const base = new Date(Math.ceil(Date.now() / HOUR) * HOUR);
/** The test's clock: the server and the job read it; a test moves it. */
let clock = new Date();
const at = (offset: number) => new Date(base.getTime() + offset);

/** A date row in UTC from `start`, `hours` long. */
const utcRow = (start: Date, hours = 2) => {
  const from = dayjs.utc(start);
  const to = from.add(hours, 'hour');
  return {
    start_date: from.format('YYYY-MM-DD'),
    start_time: from.format('HH:mm'),
    end_date: to.format('YYYY-MM-DD'),
    end_time: to.format('HH:mm'),
  };
};
const startsOn = (start: Date) =>
  `Sunday Service starts on ${dayjs.utc(start).format('DD MMM, YYYY')} at ${dayjs.utc(start).format('hh:mm A')} UTC.`;

describe('the day-ahead reminder', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(() => server.close());

  const remind = (organisationId: string) =>
    runEventReminders(
      { db: server.app.deps.db, now: () => clock, log: server.app.log },
      { organisationIds: [organisationId] },
    );
  const remindersOf = async (token: string) =>
    (await notificationsOf(server, token)).filter((notice) => notice.title.startsWith('Reminder'));
  const fields = (ids: string[], rows: ReturnType<typeof utcRow>[]) =>
    addFields(ids, rows, { time_zone: 'UTC' });

  it('goes once, 24 hours before the start, to each member on the team and the owner, by push and mail', async () => {
    clock = at(0);
    const { db } = await testDatabase();
    const { organisation, owner, members } = await teamOf(db, 2);
    const start = at(28 * HOUR);
    const [event] = await addEvents(
      server,
      owner.token,
      fields(
        members.map((member) => member.user.id),
        [utcRow(start)],
      ),
    );
    const id = event?.id ?? '';

    clock = at(4 * HOUR - MINUTE); // 24 h 1 min before: not yet
    expect(await remind(organisation.id)).toBe(0);
    clock = at(4 * HOUR);
    expect(await remind(organisation.id)).toBe(1);
    clock = at(8 * HOUR);
    expect(await remind(organisation.id)).toBe(0);

    for (const member of members) {
      expect(await remindersOf(member.token)).toEqual([
        expect.objectContaining({
          type: 'users',
          event_id: id,
          title: 'Reminder: Sunday Service',
          body: startsOn(start),
          url: `/subuser-view-events/${id}`,
        }),
      ]);
      await vi.waitFor(async () => expect(await mailsTo(server.dataDir, member.user.email)).toHaveLength(1));
    }
    expect((await remindersOf(owner.token)).map((notice) => notice.url)).toEqual([`/view-events/${id}`]);
    await vi.waitFor(async () => expect(await mailsTo(server.dataDir, owner.user.email)).toHaveLength(1));
    const [mail] = await mailsTo(server.dataDir, owner.user.email);
    expect(mail).toContain('Subject: An event reminder from Faith Shield');
    expect(mail).toContain('Hello,\n\nReminder: Sunday Service\n');
  });

  it('runs side by side without telling anyone twice', async () => {
    clock = at(0);
    const { db } = await testDatabase();
    const { organisation, owner, members } = await teamOf(db, 3);
    const rows = Array.from({ length: 10 }, (_, index) => utcRow(at((30 + index) * HOUR)));
    await addEvents(
      server,
      owner.token,
      fields(
        members.map((member) => member.user.id),
        rows,
      ),
    );
    clock = at(20 * HOUR);
    const runs = await Promise.all([
      remind(organisation.id),
      remind(organisation.id),
      remind(organisation.id),
    ]);
    expect(runs.reduce((all, count) => all + count, 0)).toBe(10);
    for (const member of members) expect(await remindersOf(member.token)).toHaveLength(10);
    expect(await remindersOf(owner.token)).toHaveLength(10);
  });

  it('is due again after the time or the team changes, only for the new time or the new member', async () => {
    clock = at(0);
    const { db } = await testDatabase();
    const { organisation, owner, members } = await teamOf(db, 2);
    const [first, second] = members;
    if (!first || !second) throw new Error('no team');
    const start = at(30 * HOUR);
    const [event] = await addEvents(server, owner.token, fields([first.user.id], [utcRow(start)]));
    const id = event?.id ?? '';
    const edit = (memberIds: string[], when: Date) =>
      server.call('event_update', updateFields(id, memberIds, { ...utcRow(when), time_zone: 'UTC' }), {
        token: owner.token,
      });
    clock = at(8 * HOUR);
    expect(await remind(organisation.id)).toBe(1);

    // the team grows: the new member is reminded, the first is not told twice
    expect((await edit([first.user.id, second.user.id], start)).code).toBe(200);
    expect(await remind(organisation.id)).toBe(1);
    expect(await remindersOf(first.token)).toHaveLength(1);
    expect(await remindersOf(second.token)).toHaveLength(1);

    // moved two hours later: a reminder of the new start for everyone
    const later = at(32 * HOUR);
    expect((await edit([first.user.id, second.user.id], later)).code).toBe(200);
    expect(await remind(organisation.id)).toBe(1);
    expect((await remindersOf(first.token)).map((notice) => notice.body)).toEqual([
      startsOn(later),
      startsOn(start),
    ]);
  });

  it('skips an event whose attendance is submitted, and one whose start has passed', async () => {
    clock = at(0);
    const { db } = await testDatabase();
    const { organisation, owner, members } = await teamOf(db, 1);
    const [submitted] = await addEvents(
      server,
      owner.token,
      fields([members[0]?.user.id ?? ''], [utcRow(at(30 * HOUR)), utcRow(at(2 * HOUR))]),
    );
    await server.call('add_event_submit', { event_id: submitted?.id ?? '' }, { token: owner.token });
    clock = at(10 * HOUR); // the second started 8 hours ago, never reminded
    expect(await remind(organisation.id)).toBe(0);
    expect(await remindersOf(members[0]?.token ?? '')).toEqual([]);
  });
});
