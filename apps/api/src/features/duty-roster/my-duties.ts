import type { MyDuty } from '@faith-shield/contract/duty-roster/roster-fields';
import type { RequiredCertificate } from '@faith-shield/contract/duty-roster/roster-messages';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { duties, events, rosterPosts } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import { dutyOf } from './duty-view';

/** my_duties (spec 03 §4): the caller's duties at events not yet ended, soonest first. */
export async function myDuties(db: Database, auth: AuthContext, now: Date): Promise<MyDuty[]> {
  const rows = await db
    .select({ duty: duties, event: events, post: rosterPosts })
    .from(duties)
    .innerJoin(events, eq(events.id, duties.eventId))
    .innerJoin(rosterPosts, eq(rosterPosts.id, duties.postId))
    .where(and(eq(duties.userId, auth.userId), gt(events.utcEnd, now)))
    .orderBy(asc(events.utcStart), asc(duties.id));
  return rows.map(({ duty, event, post }) => ({
    ...dutyOf(duty),
    title: event.title,
    utc_start: event.utcStart.toISOString(),
    utc_end: event.utcEnd.toISOString(),
    start_date: event.startLocal,
    end_date: event.endLocal,
    time_zone: event.timeZone,
    post_name: post.name,
    required_certificate: post.requiredCertificate as RequiredCertificate,
  }));
}
