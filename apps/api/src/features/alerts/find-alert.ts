import { ALERT_MESSAGES as M } from '@faith-shield/contract/alerts/alert-messages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { alertRegionRecipients, alerts } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { Caller } from './alert-people';
import type { AlertRow } from './alert-view';

/** How the caller stands to an alert: a member of its organisation, or an owner told of it nearby. */
export type AlertAccess =
  | { row: AlertRow; received: false }
  | { row: AlertRow; received: true; distanceMiles: number };

/** The alert if the caller may see it; anything else is the same 404 (DESIGN.md §3). */
export async function findAlert(db: Database, caller: Caller, id: string): Promise<AlertAccess> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [row] = await db.select().from(alerts).where(eq(alerts.id, id)).limit(1);
  if (!row) throw notFound(M.notFound);
  if (row.organisationId === caller.organisationId) return { row, received: false };
  const [told] = await db
    .select({ distanceMiles: alertRegionRecipients.distanceMiles })
    .from(alertRegionRecipients)
    .where(and(eq(alertRegionRecipients.alertId, id), eq(alertRegionRecipients.userId, caller.id)))
    .limit(1);
  if (!told) throw notFound(M.notFound);
  return { row, received: true, distanceMiles: told.distanceMiles };
}

/** spec 03 §2: the sender, the owner and leaders see the whole roll-call and may close it. */
export const canManage = (caller: Caller, row: AlertRow) =>
  row.organisationId === caller.organisationId &&
  (caller.isOwner || caller.isLeader || row.sentBy === caller.id);
