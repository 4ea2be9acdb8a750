import type { AddIncidentFollowUpRequestSchema } from '@faith-shield/contract/incidents/add-incident-follow-up';
import type { CloseIncidentRequestSchema } from '@faith-shield/contract/incidents/close-incident';
import type { IncidentDetail } from '@faith-shield/contract/incidents/incident-fields';
import { INCIDENT_MESSAGES as M } from '@faith-shield/contract/incidents/incident-messages';
import type { UpdateIncidentRequestSchema } from '@faith-shield/contract/incidents/update-incident';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { incidentFollowUps, incidents } from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findCaller } from '../alerts/alert-people';
import { auditActorOf, recordAudit } from '../security/record-audit';
import { canClose, canEdit, findIncident } from './find-incident';
import { incidentColumns } from './incident-input';
import { detailOf } from './incident-view';

/** update_incident: the reporter while it is open, the owner or a leader changes its fields. */
export async function updateIncident(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof UpdateIncidentRequestSchema>,
): Promise<IncidentDetail> {
  const caller = await findCaller(deps.db, auth.userId);
  const current = await findIncident(deps.db, caller, input.id);
  if (!canEdit(caller, current)) throw forbidden(M.cannotEdit);
  const columns = await incidentColumns(deps.db, caller.organisationId, input, deps.now());
  const [row] = await deps.db
    .update(incidents)
    .set({ ...columns, updatedAt: deps.now() })
    .where(eq(incidents.id, current.id))
    .returning();
  if (!row) throw new Error('incident not updated');
  return detailOf(deps.db, caller, row);
}

/** add_incident_follow_up: whoever may see it adds a note to its timeline, open or closed. */
export async function addFollowUp(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof AddIncidentFollowUpRequestSchema>,
): Promise<IncidentDetail> {
  const caller = await findCaller(deps.db, auth.userId);
  const row = await findIncident(deps.db, caller, input.id);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(incidentFollowUps)
      .values({ incidentId: row.id, userId: caller.id, note: input.note, createdAt: deps.now() });
    // the incident changed (its count of follow-ups): its trigger tells the change feed, and the
    // lists kept in the read cache are forgotten
    await tx.update(incidents).set({ updatedAt: deps.now() }).where(eq(incidents.id, row.id));
  });
  return detailOf(deps.db, caller, row);
}

/**
 * close_incident: the owner or a leader closes it with a note; closing twice is refused. The
 * organisation's audit log records who closed it (spec 03 §5), in the same write.
 */
export async function closeIncident(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof CloseIncidentRequestSchema>,
  ip: string,
): Promise<IncidentDetail> {
  const caller = await findCaller(deps.db, auth.userId);
  const current = await findIncident(deps.db, caller, input.id);
  if (!canClose(caller, current)) throw forbidden(M.onlyLeaders);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(incidents)
      .set({
        status: 'closed',
        closingNote: input.closing_note,
        closedAt: now,
        closedBy: caller.id,
        updatedAt: now,
      })
      .where(and(eq(incidents.id, current.id), eq(incidents.status, 'open')))
      .returning();
    if (!closed) throw badRequest(M.alreadyClosed);
    await recordAudit(tx, { ...auditActorOf(auth, { ip }), action: 'incident_closed', target: closed.title });
    return closed;
  });
  return detailOf(deps.db, caller, row);
}
