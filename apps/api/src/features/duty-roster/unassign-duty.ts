import { eq } from 'drizzle-orm';
import { duties } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findDuty, findManager } from './roster-access';
import type { RosterLive } from './roster-live';

/** unassign_duty (spec 03 §4): the owner or a leader takes a member off a post. */
export async function unassignDuty(deps: AppDeps, live: RosterLive, auth: AuthContext, id: string) {
  const caller = await findManager(deps.db, auth);
  const eventId = await deps.db.transaction(async (tx) => {
    const duty = await findDuty(tx, caller.organisationId, id);
    await tx.delete(duties).where(eq(duties.id, duty.id));
    return duty.eventId;
  });
  live.changed(caller.organisationId, eventId);
}
