import type { Alert, AlertCounts } from '@faith-shield/contract/alerts/alert-fields';
import type { AlertKind } from '@faith-shield/contract/alerts/alert-messages';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { alertAnswers, type alerts, users } from '../../db/schema/index';
import type { Executor } from '../notifications/notify';

export type AlertRow = typeof alerts.$inferSelect;

type Extra = {
  counts: AlertCounts;
  createdBy: string;
  worshipPlaceName: string;
  received: boolean;
  distanceMiles: number | null;
  canManage: boolean;
};

const ROUNDING = 10;

/** An alert as the calls answer it (spec 03 §2). */
export const alertOf = (row: AlertRow, extra: Extra): Alert => ({
  id: row.id,
  kind: row.kind as AlertKind,
  message: row.message,
  location_note: row.locationNote,
  scope: row.scope,
  radius_miles: row.radiusMiles,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  created_by: extra.createdBy,
  closed_at: row.closedAt?.toISOString() ?? null,
  closing_note: row.closingNote,
  counts: extra.counts,
  received: extra.received,
  worship_place_name: extra.worshipPlaceName,
  distance_miles: extra.distanceMiles === null ? null : Math.round(extra.distanceMiles * ROUNDING) / ROUNDING,
  can_manage: extra.canManage,
});

/** How many live members answered each answer; pending is the rest of `memberCount`. */
export async function countsOf(
  db: Database | Executor,
  alertIds: readonly string[],
  memberCount: number,
): Promise<Map<string, AlertCounts>> {
  const counts = new Map<string, AlertCounts>();
  for (const id of alertIds) counts.set(id, { ok: 0, help: 0, away: 0, pending: memberCount });
  if (alertIds.length === 0) return counts;
  const rows = await db
    .select({ alertId: alertAnswers.alertId, answer: alertAnswers.answer, count: sql<number>`count(*)::int` })
    .from(alertAnswers)
    .innerJoin(users, eq(users.id, alertAnswers.userId))
    .where(and(inArray(alertAnswers.alertId, [...alertIds]), isNull(users.deletedAt)))
    .groupBy(alertAnswers.alertId, alertAnswers.answer);
  for (const row of rows) {
    const entry = counts.get(row.alertId);
    if (!entry) continue;
    entry[row.answer] = row.count;
    entry.pending = Math.max(0, entry.pending - row.count);
  }
  return counts;
}
