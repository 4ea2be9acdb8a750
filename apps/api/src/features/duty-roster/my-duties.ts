import type { MyDuty } from '@faith-shield/contract/duty-roster/roster-fields';
import type { RequiredCertificate } from '@faith-shield/contract/duty-roster/roster-messages';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { duties, events, rosterPosts } from '../../db/schema/index';
import { JsonText } from '../../http/json-text';
import type { AuthContext } from '../../infra/auth/authenticate';
import type { ReadCache } from '../../infra/cache/read-cache';
import { dutyOf } from './duty-view';

type Deps = { db: Database; readCache: ReadCache };
/** Each duty kept with its event's end and written as JSON, so a call only filters and joins. */
type KeptDuty = { endsAt: number; duty: MyDuty; json: string };
type Kept = { organisationId: string; list: KeptDuty[] };

/**
 * my_duties (spec 03 §4): the caller's duties at events not yet ended, soonest first. The rows
 * are kept in the read cache (duties, posts and events are in the change feed); which events
 * have ended is worked out on every call with the app's clock (docs/decisions/008).
 */
export async function myDuties(deps: Deps, auth: AuthContext, now: Date): Promise<JsonText<MyDuty[]>> {
  const kept = await deps.readCache.read<Kept>(
    `my-duties:${auth.userId}`,
    async () => ({ organisationId: auth.organisationId, list: await loadDuties(deps.db, auth, now) }),
    (value) => value.organisationId,
  );
  const at = now.getTime();
  const ahead = (kept?.list ?? []).filter((row) => row.endsAt > at);
  return JsonText.written(
    ahead.map((row) => row.duty),
    `[${ahead.map((row) => row.json).join(',')}]`,
  );
}

async function loadDuties(db: Database, auth: AuthContext, now: Date) {
  const rows = await db
    .select({ duty: duties, event: events, post: rosterPosts })
    .from(duties)
    .innerJoin(events, eq(events.id, duties.eventId))
    .innerJoin(rosterPosts, eq(rosterPosts.id, duties.postId))
    .where(
      and(
        eq(duties.userId, auth.userId),
        eq(duties.organisationId, auth.organisationId),
        gt(events.utcEnd, now),
      ),
    )
    .orderBy(asc(events.utcStart), asc(duties.id));
  return rows.map(({ duty, event, post }): KeptDuty => {
    const answer: MyDuty = {
      ...dutyOf(duty),
      title: event.title,
      utc_start: event.utcStart.toISOString(),
      utc_end: event.utcEnd.toISOString(),
      start_date: event.startLocal,
      end_date: event.endLocal,
      time_zone: event.timeZone,
      post_name: post.name,
      required_certificate: post.requiredCertificate as RequiredCertificate,
    };
    return { endsAt: event.utcEnd.getTime(), duty: answer, json: JSON.stringify(answer) };
  });
}
