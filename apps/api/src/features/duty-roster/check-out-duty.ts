import type { Duty } from '@faith-shield/contract/duty-roster/roster-fields';
import { ROSTER_MESSAGES as M } from '@faith-shield/contract/duty-roster/roster-messages';
import { eq } from 'drizzle-orm';
import { duties } from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { dutyOf } from './duty-view';
import { findDuty } from './roster-access';
import type { RosterLive } from './roster-live';

/** check_out_duty (spec 03 §4): the assigned member, once checked in; a repeat answers the first. */
export async function checkOutDuty(
  deps: AppDeps,
  live: RosterLive,
  auth: AuthContext,
  id: string,
): Promise<Duty> {
  const { row, isNew } = await deps.db.transaction(async (tx) => {
    const duty = await findDuty(tx, auth.organisationId, id);
    if (duty.userId !== auth.userId) throw forbidden(M.onlyAssigned);
    if (!duty.checkedInAt) throw badRequest(M.notCheckedIn);
    if (duty.checkedOutAt) return { row: duty, isNew: false };
    const [checkedOut] = await tx
      .update(duties)
      .set({ checkedOutAt: deps.now() })
      .where(eq(duties.id, duty.id))
      .returning();
    if (!checkedOut) throw new Error('the duty went while checking out');
    return { row: checkedOut, isNew: true };
  });
  if (isNew) live.changed(auth.organisationId, row.eventId);
  return dutyOf(row);
}
