import type { RespondDutyRequestSchema } from '@faith-shield/contract/duty-roster/respond-duty';
import type { Duty } from '@faith-shield/contract/duty-roster/roster-fields';
import { ROSTER_MESSAGES as M } from '@faith-shield/contract/duty-roster/roster-messages';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { duties, rosterPosts } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findCaller, membersOf } from '../alerts/alert-people';
import { notify } from '../notifications/notify';
import { declinedNotice } from './duty-notices';
import { dutyOf } from './duty-view';
import { findDuty, findRosterEvent } from './roster-access';
import type { RosterLive } from './roster-live';

/**
 * respond_duty (spec 03 §4): the member's own answer, until the event ends; the last one
 * counts. A decline tells the owner and leaders in the same write.
 */
export async function respondDuty(
  deps: AppDeps,
  live: RosterLive,
  auth: AuthContext,
  input: z.output<typeof RespondDutyRequestSchema>,
): Promise<Duty> {
  const caller = await findCaller(deps.db, auth.userId);
  const row = await deps.db.transaction(async (tx) => {
    const duty = await findDuty(tx, caller.organisationId, input.id);
    // someone else's duty is answered as if there were none (DESIGN.md §3)
    if (duty.userId !== caller.id) throw notFound(M.dutyNotFound);
    const event = await findRosterEvent(tx, caller.organisationId, duty.eventId, M.dutyNotFound);
    if (event.utcEnd <= deps.now()) throw badRequest(M.eventEnded);
    const isDecline = input.response === 'declined';
    const [answered] = await tx
      .update(duties)
      .set({ response: input.response, declineReason: isDecline ? input.decline_reason : '' })
      .where(eq(duties.id, duty.id))
      .returning();
    if (!answered) throw new Error('the duty went while it was answered');
    if (isDecline && duty.response !== 'declined') {
      const [post] = await tx.select().from(rosterPosts).where(eq(rosterPosts.id, duty.postId)).limit(1);
      const managers = (await membersOf(tx, caller.organisationId)).filter(
        (member) => (member.isOwner || member.isLeader) && member.id !== caller.id,
      );
      for (const notice of declinedNotice(
        event,
        post?.name ?? '',
        caller.name,
        input.decline_reason,
        managers,
      ))
        await notify(tx, notice);
    }
    return answered;
  });
  live.changed(caller.organisationId, row.eventId);
  return dutyOf(row);
}
