import type { AssignDutyRequest } from '@faith-shield/contract/duty-roster/assign-duty';
import type { Duty } from '@faith-shield/contract/duty-roster/roster-fields';
import { ROSTER_MESSAGES as M } from '@faith-shield/contract/duty-roster/roster-messages';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, eq, isNull } from 'drizzle-orm';
import { isUuid } from '../../db/is-uuid';
import { duties, eventMembers, events, users } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import type { EventRow } from '../events/event-answer';
import { type Executor, notify } from '../notifications/notify';
import { assignedNotice } from './duty-notices';
import { alreadyPosted, checkDutyRules } from './duty-rules';
import { dutyOf } from './duty-view';
import { eventDays, findManager, findPost, findRosterEvent } from './roster-access';
import type { RosterLive } from './roster-live';

/**
 * assign_duty (spec 03 §4). The member's row is locked for the transaction, so two leaders
 * assigning the same member at once take turns and the second sees the first's duty; the
 * unique index on (event, member) holds the rule even so. The member is told in the same write.
 */
export async function assignDuty(
  deps: AppDeps,
  live: RosterLive,
  auth: AuthContext,
  input: Required<AssignDutyRequest>,
): Promise<Duty> {
  const caller = await findManager(deps.db, auth);
  const now = deps.now();
  const row = await deps.db
    .transaction(async (tx) => {
      const event = await findRosterEvent(tx, caller.organisationId, input.event_id, M.dutyNotFound);
      if (event.utcEnd <= now) throw badRequest(M.eventEnded);
      const post = await findPost(tx, caller.organisationId, input.post_id);
      if (!isUuid(input.user_id)) throw notFound(M.memberNotFound);
      const [member] = await tx
        .select({ id: users.id, type: users.type })
        .from(users)
        .where(
          and(
            eq(users.id, input.user_id),
            eq(users.organisationId, caller.organisationId),
            isNull(users.deletedAt),
          ),
        )
        .limit(1)
        .for('no key update');
      if (!member) throw notFound(M.memberNotFound);
      await checkDutyRules(tx, {
        userId: member.id,
        eventId: event.id,
        days: eventDays(event),
        requiredCertificate: post.requiredCertificate,
      });
      const [duty] = await tx
        .insert(duties)
        .values({
          organisationId: caller.organisationId,
          eventId: event.id,
          postId: post.id,
          userId: member.id,
          assignedBy: caller.id,
        })
        .returning();
      if (!duty) throw new Error('duty not stored');
      if (member.type !== USER_TYPE.owner) await joinTeam(tx, event, member.id);
      await notify(tx, assignedNotice(event, post.name, member.id, duty.id));
      return duty;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw alreadyPosted();
      throw error;
    });
  live.changed(caller.organisationId, row.eventId);
  return dutyOf(row);
}

/**
 * A sub user on a post is on the event's team (it opens for them and they get its notices); a
 * new member clears the event's reminder claim so the day-ahead reminder reaches them too.
 */
async function joinTeam(tx: Executor, event: EventRow, userId: string) {
  const joined = await tx
    .insert(eventMembers)
    .values({ eventId: event.id, userId, organisationId: event.organisationId })
    .onConflictDoNothing()
    .returning({ userId: eventMembers.userId });
  if (joined.length > 0)
    await tx.update(events).set({ remindedAt: null, isOther: false }).where(eq(events.id, event.id));
}
