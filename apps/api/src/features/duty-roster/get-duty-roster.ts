import type { DutyRoster, RosterPost } from '@faith-shield/contract/duty-roster/roster-fields';
import { ROSTER_MESSAGES as M } from '@faith-shield/contract/duty-roster/roster-messages';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { blockouts, certificates, duties, rosterPosts, users } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import { fullName, membersOf } from '../alerts/alert-people';
import { dutyOf } from './duty-view';
import { postOf } from './post-view';
import { eventDays, findManager, findRosterEvent } from './roster-access';

/**
 * get_duty_roster (spec 03 §4): every live post (and a deleted one that still holds a duty of
 * this event) with its duties and `covered`, uncovered posts counted; and the team as the
 * 'Assign' picker shows it. Four indexed reads whatever the size of the roster.
 */
export async function getDutyRoster(db: Database, auth: AuthContext, eventId: string): Promise<DutyRoster> {
  const caller = await findManager(db, auth);
  const event = await findRosterEvent(db, caller.organisationId, eventId, M.dutyNotFound);
  const days = eventDays(event);
  const [dutyRows, postRows, members, away, valid] = await Promise.all([
    db
      .select({ duty: duties, firstName: users.firstName, lastName: users.lastName })
      .from(duties)
      .innerJoin(users, eq(users.id, duties.userId))
      .where(eq(duties.eventId, event.id))
      .orderBy(asc(duties.createdAt), asc(duties.id)),
    db
      .select()
      .from(rosterPosts)
      .where(
        and(
          eq(rosterPosts.organisationId, caller.organisationId),
          or(
            isNull(rosterPosts.deletedAt),
            sql`exists (select 1 from ${duties} where ${duties.postId} = ${rosterPosts.id} and ${duties.eventId} = ${event.id})`,
          ),
        ),
      )
      .orderBy(asc(sql`lower(${rosterPosts.name})`), asc(rosterPosts.id)),
    membersOf(db, caller.organisationId),
    db
      .selectDistinct({ userId: blockouts.userId })
      .from(blockouts)
      .where(
        and(
          eq(blockouts.organisationId, caller.organisationId),
          lte(blockouts.startDate, days.last),
          gte(blockouts.endDate, days.first),
        ),
      ),
    db
      .selectDistinct({ userId: certificates.userId, type: certificates.type })
      .from(certificates)
      .where(
        and(
          eq(certificates.organisationId, caller.organisationId),
          gte(certificates.expirationDate, days.last),
        ),
      ),
  ]);
  const posts: RosterPost[] = postRows.map((post) => {
    const onPost = dutyRows
      .filter((row) => row.duty.postId === post.id)
      .map(({ duty, firstName, lastName }) => {
        const { event_id: _event, post_id: _post, ...rest } = dutyOf(duty);
        return { ...rest, name: fullName({ firstName, lastName }) };
      });
    return { ...postOf(post), duties: onPost, covered: onPost.some((duty) => duty.response === 'accepted') };
  });
  const awayIds = new Set(away.map((row) => row.userId));
  return {
    posts,
    uncovered_count: posts.filter((post) => !post.covered).length,
    members: members.map((member) => ({
      user_id: member.id,
      name: member.name,
      blocked_out: awayIds.has(member.id),
      valid_certificates: valid.filter((row) => row.userId === member.id).map((row) => row.type),
      post_id: dutyRows.find((row) => row.duty.userId === member.id)?.duty.postId ?? null,
    })),
  };
}
