import type { CalendarLink } from '@faith-shield/contract/duty-roster/calendar-link';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, eventMembers, organisations, users } from '../../src/db/schema/index';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addPost, assign, createEvent, rosterTeam } from './roster-fixtures';

/** The personal calendar feed (issue 39, docs/decisions/065-calendar-feed.md). */
describe('the personal calendar feed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const linkOf = async (token: string, name = 'get_calendar_link') => {
    const { code, body } = await server.call<CalendarLink>(name, {}, { token });
    expect(code, body.message).toBe(200);
    return body.data as CalendarLink;
  };
  const fetchFeed = (path: string) => fetch(`${server.url}${path}`);

  it("lists the member's duties and events, and nobody else's, as a private iCalendar file", async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const service = await createEvent(db, team.organisation.id, { title: 'Sunday Service' });
    const vigil = await createEvent(db, team.organisation.id, { hoursAhead: 72, title: 'Night Vigil' });
    const retreat = await createEvent(db, team.organisation.id, { hoursAhead: 96, title: 'Leaders Retreat' });
    const door = await addPost(server, team.owner.token, 'Main door');
    await assign(server, team.owner.token, service.id, door.id, team.member.user.id);
    // on the vigil's team without a post; the retreat is someone else's duty
    await db
      .insert(eventMembers)
      .values({ eventId: vigil.id, userId: team.member.user.id, organisationId: team.organisation.id });
    await assign(server, team.owner.token, retreat.id, door.id, team.other.user.id);

    const link = await linkOf(team.member.token);
    expect(link.path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // the same link on every ask, until a new one is made
    expect((await linkOf(team.member.token)).path).toBe(link.path);

    const answer = await fetchFeed(link.path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const text = await answer.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('SUMMARY:Sunday Service: Main door');
    expect(text).toContain(`UID:${service.id}@faith-shield`);
    expect(text).toContain('SUMMARY:Night Vigil');
    expect(text).not.toContain('Leaders Retreat');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);

    // the database keeps no token: only its hash and the nonce it is worked out from
    const token = link.path.slice('/api/calendar/'.length, -'.ics'.length);
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, team.member.user.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    // nor do the request logs: the feed's path is redacted
    expect(server.logs()).toContain('/api/calendar/[redacted]');
    expect(server.logs()).not.toContain(token);

    // the other member's feed has their duty, not this member's
    const theirs = await (await fetchFeed((await linkOf(team.other.token)).path)).text();
    expect(theirs).toContain('SUMMARY:Leaders Retreat: Main door');
    expect(theirs).not.toContain('Sunday Service');
    expect(theirs).not.toContain('Night Vigil');
  });

  it('a new link revokes the old one; an unknown or malformed token, a removed member or a plan without events finds nothing', async () => {
    const { db } = await testDatabase();
    const team = await rosterTeam(db);
    const old = await linkOf(team.member.token);
    const renewed = await server.call<CalendarLink>('new_calendar_link', {}, { token: team.member.token });
    expect(renewed.code).toBe(200);
    expect(renewed.body.message).toBe(
      'A new calendar link has been made. Calendars that follow the old one will stop updating.',
    );
    const fresh = renewed.body.data as CalendarLink;
    expect(fresh.path).not.toBe(old.path);
    const gone = await fetchFeed(old.path);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('private, no-store');
    expect(await gone.text()).toBe('This calendar link is no longer valid.');
    expect((await fetchFeed(fresh.path)).status).toBe(200);
    expect((await linkOf(team.member.token)).path).toBe(fresh.path);

    expect((await fetchFeed(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetchFeed('/api/calendar/not-a-token.ics')).status).toBe(404);
    expect((await fetchFeed(fresh.path.replace('.ics', ''))).status).toBe(404);

    const removed = await linkOf(team.other.token);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, team.other.user.id));
    expect((await fetchFeed(removed.path)).status).toBe(404);

    await db.update(organisations).set({ planTier: 2 }).where(eq(organisations.id, team.organisation.id));
    expect((await fetchFeed(fresh.path)).status).toBe(404);
    const refused = await server.call('get_calendar_link', {}, { token: team.member.token });
    expect(refused.code).toBe(403);
  });
});
