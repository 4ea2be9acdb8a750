import { TIERS } from '@faith-shield/contract/shared/constants';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Database } from '../../db/database';
import {
  calendarFeeds,
  duties,
  eventMembers,
  events,
  organisations,
  rosterPosts,
  users,
} from '../../db/schema/index';
import { effectivePlanTier } from '../../infra/auth/authenticate';
import { hashToken } from '../../infra/auth/tokens';

/** A feed keeps showing what has just passed, so yesterday's service stays in the phone's calendar. */
const HISTORY_MS = 90 * 86_400_000;
/** How often a subscribing calendar is asked to look again (phones may wait longer). */
const REFRESH_SECONDS = 3_600;
/** A token as calendarToken writes it: 32 bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const ANSWER_WORDS = { pending: 'not answered yet', accepted: 'accepted', declined: 'declined' } as const;

/**
 * The iCalendar text of the feed a token names, or undefined when it names none (an old link,
 * a removed member, a plan without events): one VEVENT per event the member is on the team of
 * or holds a post at, its summary naming the post, from 90 days back on.
 */
export async function calendarFeed(db: Database, token: string, now: Date): Promise<string | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const [feed] = await db
    .select({
      userId: calendarFeeds.userId,
      organisationId: calendarFeeds.organisationId,
      planTier: organisations.planTier,
      planEndsAt: organisations.planEndsAt,
      worshipPlaceName: organisations.worshipPlaceName,
    })
    .from(calendarFeeds)
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), isNull(users.deletedAt)))
    .innerJoin(organisations, eq(organisations.id, calendarFeeds.organisationId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)))
    .limit(1);
  if (!feed) return undefined;
  const tier = effectivePlanTier(feed.planTier, feed.planEndsAt, now);
  if (!(TIERS.advance as readonly number[]).includes(tier)) return undefined;
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      utcStart: events.utcStart,
      utcEnd: events.utcEnd,
      timeZone: events.timeZone,
      postName: rosterPosts.name,
      response: duties.response,
    })
    .from(events)
    .leftJoin(duties, and(eq(duties.eventId, events.id), eq(duties.userId, feed.userId)))
    .leftJoin(rosterPosts, eq(rosterPosts.id, duties.postId))
    .where(
      and(
        eq(events.organisationId, feed.organisationId),
        gt(events.utcEnd, new Date(now.getTime() - HISTORY_MS)),
        or(
          sql`${duties.id} is not null`,
          sql`exists (select 1 from ${eventMembers} where ${eventMembers.eventId} = ${events.id} and ${eventMembers.userId} = ${feed.userId})`,
        ),
      ),
    )
    .orderBy(asc(events.utcStart), asc(events.id));
  const calendar = ical({
    name: `${feed.worshipPlaceName}: my duties`,
    prodId: { company: 'Faith Shield', product: 'Duty roster', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const row of rows) {
    const onPost = row.postName !== null && row.response !== 'declined';
    const duty = row.postName
      ? `Your post: ${row.postName} (${ANSWER_WORDS[row.response ?? 'pending']}).`
      : '';
    calendar.createEvent({
      id: `${row.id}@faith-shield`,
      start: row.utcStart,
      end: row.utcEnd,
      stamp: now,
      summary: onPost ? `${row.title}: ${row.postName}` : row.title,
      description: [duty, row.description].filter(Boolean).join('\n\n'),
    });
  }
  return calendar.toString();
}
