import type { CheckInDutyRequest } from '@faith-shield/contract/duty-roster/check-in-duty';
import type { Duty } from '@faith-shield/contract/duty-roster/roster-fields';
import { ROSTER_MESSAGES as M, ROSTER_LIMITS } from '@faith-shield/contract/duty-roster/roster-messages';
import { eq } from 'drizzle-orm';
import { duties } from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { dutyOf } from './duty-view';
import { findDuty, findRosterEvent } from './roster-access';
import type { RosterLive } from './roster-live';

/**
 * check_in_duty (spec 03 §4): the assigned member, from 2 hours before the start to the end.
 * One check-in per duty: a repeat (the same client_id from an offline queue, or a second tap)
 * answers the first. Arriving answers the duty: it counts as accepted.
 */
export async function checkInDuty(
  deps: AppDeps,
  live: RosterLive,
  auth: AuthContext,
  input: CheckInDutyRequest,
): Promise<Duty> {
  const now = deps.now();
  const { row, isNew } = await deps.db.transaction(async (tx) => {
    const duty = await findDuty(tx, auth.organisationId, input.id);
    if (duty.userId !== auth.userId) throw forbidden(M.onlyAssigned);
    if (duty.checkedInAt) return { row: duty, isNew: false };
    const event = await findRosterEvent(tx, auth.organisationId, duty.eventId, M.dutyNotFound);
    if (now.getTime() < event.utcStart.getTime() - ROSTER_LIMITS.checkInOpensBeforeMs)
      throw badRequest(M.checkInNotYet);
    if (now > event.utcEnd) throw badRequest(M.eventEnded);
    const [checkedIn] = await tx
      .update(duties)
      .set({
        checkedInAt: now,
        checkInClientId: input.client_id || null,
        response: 'accepted',
        declineReason: '',
      })
      .where(eq(duties.id, duty.id))
      .returning();
    if (!checkedIn) throw new Error('the duty went while checking in');
    return { row: checkedIn, isNew: true };
  });
  if (isNew) live.changed(auth.organisationId, row.eventId);
  return dutyOf(row);
}
