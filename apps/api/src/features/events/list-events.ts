import type { Event } from '@faith-shield/contract/events/event-fields';
import { EVENTS_PAGE_SIZE, HOME_EVENTS_LISTED } from '@faith-shield/contract/events/event-messages';
import { and, asc, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { events } from '../../db/schema/index';
import { JsonText } from '../../http/json-text';
import type { ReadCache } from '../../infra/cache/read-cache';
import { attendanceTotalOf, eventAnswer } from './event-answer';
import { isOwner, type Viewer, visibleTo } from './find-event';

type ListDeps = { db: Database; readCache: ReadCache };

/**
 * A list's order depends on the time (an event that ended moves down), so lists are worked
 * out and kept per minute: within a minute every call is answered from memory; the next
 * minute's first call reads again. A change to the organisation's events forgets them (008).
 */
const MINUTE_MS = 60_000;
const minuteOf = (now: Date) => new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);

/** A list kept also written as JSON: encoding a page of events was most of a call's work. */
type Kept = { organisationId: string; events: JsonText<Event[]> };

const whose = (viewer: Viewer) => (isOwner(viewer) ? 'all' : viewer.userId);

/** When a minute turns, the calls arriving together share one query (the read cache's). */
async function kept(deps: ListDeps, key: string, viewer: Viewer, load: () => Promise<Event[]>) {
  const found = await deps.readCache.read<Kept>(
    key,
    async () => ({ organisationId: viewer.organisationId, events: JsonText.of(await load()) }),
    (value) => value.organisationId,
  );
  if (!found) throw new Error('the events did not load');
  return found.events;
}

const selection = { event: events, attendance: attendanceTotalOf(events.id) };

/**
 * events and get_sub_user_event: the events the viewer may see (the organisation's, or those
 * assigned to a sub user). Upcoming and running ones first, soonest first; then past ones,
 * latest first. EVENTS_PAGE_SIZE a page.
 */
export async function listEvents(
  deps: ListDeps,
  viewer: Viewer,
  page: number,
  now: Date,
): Promise<JsonText<Event[]>> {
  const minute = minuteOf(now);
  return kept(
    deps,
    `events:${viewer.organisationId}:${whose(viewer)}:${minute.getTime()}:${page}`,
    viewer,
    async () => {
      const rows = await deps.db
        .select(selection)
        .from(events)
        .where(visibleTo(viewer))
        .orderBy(
          sql`${events.utcEnd} < ${minute.toISOString()}::timestamptz`,
          sql`case when ${events.utcEnd} >= ${minute.toISOString()}::timestamptz then ${events.utcStart} end asc`,
          sql`${events.utcStart} desc`,
          asc(events.id),
        )
        .limit(EVENTS_PAGE_SIZE)
        .offset((page - 1) * EVENTS_PAGE_SIZE);
      return rows.map((row) => eventAnswer(row.event, row.attendance));
    },
  );
}

/** The dashboards' carousel (home): upcoming and running events, soonest first. */
export async function upcomingEvents(deps: ListDeps, viewer: Viewer, now: Date): Promise<Event[]> {
  const minute = minuteOf(now);
  const upcoming = await kept(
    deps,
    `home-events:${viewer.organisationId}:${whose(viewer)}:${minute.getTime()}`,
    viewer,
    async () => {
      const rows = await deps.db
        .select(selection)
        .from(events)
        .where(and(visibleTo(viewer), gte(events.utcEnd, minute)))
        .orderBy(asc(events.utcStart), asc(events.id))
        .limit(HOME_EVENTS_LISTED);
      return rows.map((row) => eventAnswer(row.event, row.attendance));
    },
  );
  return upcoming.value;
}
