import type { DutyRoster, RosterPost } from '@faith-shield/contract/duty-roster/roster-fields';
import { ROSTER_MESSAGES as M } from '@faith-shield/contract/duty-roster/roster-messages';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { blockouts, certificates, duties, events, rosterPosts, users } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { JsonText } from '../../http/json-text';
import type { AuthContext } from '../../infra/auth/authenticate';
import type { ReadCache } from '../../infra/cache/read-cache';
import { fullName } from '../alerts/alert-people';
import { dutyOf } from './duty-view';
import { postOf } from './post-view';
import { eventDays, findManager } from './roster-access';

type Deps = { db: Database; readCache: ReadCache };

/**
 * get_duty_roster (spec 03 §4): every live post (and a deleted one that still holds a duty of
 * this event) with its duties and `covered`, uncovered posts counted; and the team as the
 * 'Assign' picker shows it. Kept in the read cache (docs/decisions/008): duties, posts and away
 * dates are in the change feed (with events, users and certificates), so any change of the
 * organisation drops it; nothing in it depends on the clock.
 */
export async function getDutyRoster(
  deps: Deps,
  auth: AuthContext,
  eventId: string,
): Promise<JsonText<DutyRoster>> {
  const caller = await findManager(deps.db, auth);
  if (!isUuid(eventId)) throw notFound(M.dutyNotFound);
  const organisationId = caller.organisationId;
  const kept = await deps.readCache.read(
    `roster:${organisationId}:${eventId}`,
    async () => {
      const roster = await loadRoster(deps.db, organisationId, eventId);
      // kept written as JSON too: encoding the board and its team was most of a call's work
      return roster && { organisationId, roster: JsonText.of(roster) };
    },
    (value) => value.organisationId,
  );
  if (!kept) throw notFound(M.dutyNotFound);
  return kept.roster;
}

/** The board and picker of one event, in five indexed set-based reads; null when the event is not the organisation's. */
async function loadRoster(db: Database, organisationId: string, eventId: string): Promise<DutyRoster | null> {
  const [event] = await db
    .select({ id: events.id, startLocal: events.startLocal, endLocal: events.endLocal })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organisationId, organisationId)))
    .limit(1);
  if (!event) return null;
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
          eq(rosterPosts.organisationId, organisationId),
          or(
            isNull(rosterPosts.deletedAt),
            sql`exists (select 1 from ${duties} where ${duties.postId} = ${rosterPosts.id} and ${duties.eventId} = ${event.id})`,
          ),
        ),
      )
      .orderBy(asc(sql`lower(${rosterPosts.name})`), asc(rosterPosts.id)),
    // the picker's team: the owner and live sub users
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), isNull(users.deletedAt)))
      .orderBy(asc(users.type), asc(users.firstName), asc(users.lastName), asc(users.id)),
    // who is away on the event's days
    db
      .selectDistinct({ userId: blockouts.userId })
      .from(blockouts)
      .where(
        and(
          eq(blockouts.organisationId, organisationId),
          lte(blockouts.startDate, days.last),
          gte(blockouts.endDate, days.first),
        ),
      ),
    // certificates valid through the event's last day
    db
      .selectDistinct({ userId: certificates.userId, type: certificates.type })
      .from(certificates)
      .where(
        and(eq(certificates.organisationId, organisationId), gte(certificates.expirationDate, days.last)),
      )
      .orderBy(asc(certificates.userId), asc(certificates.type)),
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
  const blockedOut = new Set(away.map((row) => row.userId));
  const validTypes = new Map<string, string[]>();
  for (const { userId, type } of valid) validTypes.set(userId, [...(validTypes.get(userId) ?? []), type]);
  return {
    posts,
    uncovered_count: posts.filter((post) => !post.covered).length,
    members: members.map((member) => ({
      user_id: member.id,
      name: fullName(member),
      blocked_out: blockedOut.has(member.id),
      valid_certificates: validTypes.get(member.id) ?? [],
      post_id: postOfMember.get(member.id) ?? null,
    })),
  };
}
