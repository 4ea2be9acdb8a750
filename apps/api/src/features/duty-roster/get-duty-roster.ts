import type { DutyRoster, RosterPost } from '@faith-shield/contract/duty-roster/roster-fields';
import { ROSTER_MESSAGES as M } from '@faith-shield/contract/duty-roster/roster-messages';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { blockouts, certificates, duties, rosterPosts, users } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import { fullName } from '../alerts/alert-people';
import { dutyOf } from './duty-view';
import { postOf } from './post-view';
import { eventDays, findManager, findRosterEvent } from './roster-access';

/** The member row's id, qualified: in a one-table select Drizzle names its columns bare, which a subquery would read as its own. */
const memberId = sql`${sql.identifier('users')}.${sql.identifier('id')}`;

/**
 * get_duty_roster (spec 03 §4): every live post (and a deleted one that still holds a duty of
 * this event) with its duties and `covered`, uncovered posts counted; and the team as the
 * 'Assign' picker shows it. Three indexed reads after the event's, whatever the roster's size.
 */
export async function getDutyRoster(db: Database, auth: AuthContext, eventId: string): Promise<DutyRoster> {
  const caller = await findManager(db, auth);
  const event = await findRosterEvent(db, caller.organisationId, eventId, M.dutyNotFound);
  const days = eventDays(event);
  const [dutyRows, postRows, members] = await Promise.all([
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
    // the picker's team: the owner and live sub users, each with what the rules read
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        blockedOut: sql<boolean>`exists (select 1 from ${blockouts} where ${blockouts.userId} = ${memberId}
          and ${blockouts.startDate} <= ${days.last} and ${blockouts.endDate} >= ${days.first})`,
        validCertificates: sql<string[]>`coalesce((select array_agg(distinct ${certificates.type})
          from ${certificates} where ${certificates.userId} = ${memberId}
          and ${certificates.expirationDate} >= ${days.last}), '{}')`,
      })
      .from(users)
      .where(and(eq(users.organisationId, caller.organisationId), isNull(users.deletedAt)))
      .orderBy(asc(users.type), asc(users.firstName), asc(users.lastName), asc(users.id)),
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
  const postOfMember = new Map(dutyRows.map((row) => [row.duty.userId, row.duty.postId]));
  return {
    posts,
    uncovered_count: posts.filter((post) => !post.covered).length,
    members: members.map((member) => ({
      user_id: member.id,
      name: fullName(member),
      blocked_out: member.blockedOut,
      valid_certificates: member.validCertificates,
      post_id: postOfMember.get(member.id) ?? null,
    })),
  };
}
