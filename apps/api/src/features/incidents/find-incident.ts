import { INCIDENT_MESSAGES as M } from '@faith-shield/contract/incidents/incident-messages';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { incidents } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { Caller } from '../alerts/alert-people';

export type IncidentRow = typeof incidents.$inferSelect;

/** The owner and leaders see every incident of the organisation (spec 03 §1, §3). */
const seesAll = (caller: Caller) => caller.isOwner || caller.isLeader;

/** spec 03 §3: leaders visibility, the owner, leaders and the reporter; team visibility, every member. */
export const canSee = (caller: Caller, row: IncidentRow) =>
  row.organisationId === caller.organisationId &&
  (row.visibility === 'team' || seesAll(caller) || row.reportedBy === caller.id);

/** spec 03 §3 update_incident: the reporter while it is open, the owner, a leader. */
export const canEdit = (caller: Caller, row: IncidentRow) =>
  canSee(caller, row) && (seesAll(caller) || (row.reportedBy === caller.id && row.status === 'open'));

/** spec 03 §3 close_incident: the owner or a leader. */
export const canClose = (caller: Caller, row: IncidentRow) => canSee(caller, row) && seesAll(caller);

/** The incidents of the caller's organisation they may see, as a condition of a query. */
export function visibleTo(caller: Caller): SQL {
  const own = eq(incidents.organisationId, caller.organisationId);
  if (seesAll(caller)) return own;
  return and(own, or(eq(incidents.visibility, 'team'), eq(incidents.reportedBy, caller.id))) as SQL;
}

/** The incident if the caller may see it; anything else is the same 404 (DESIGN.md §3). */
export async function findIncident(db: Database, caller: Caller, id: string): Promise<IncidentRow> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [row] = await db.select().from(incidents).where(eq(incidents.id, id)).limit(1);
  if (!row || !canSee(caller, row)) throw notFound(M.notFound);
  return row;
}
