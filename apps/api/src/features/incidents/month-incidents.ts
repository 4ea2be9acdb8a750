import { INCIDENT_CATEGORIES } from '@faith-shield/contract/incidents/incident-messages';
import type { MonthYear } from '@faith-shield/contract/reports/report-fields';
import { and, count, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { incidents } from '../../db/schema/index';
import { findCaller } from '../alerts/alert-people';
import { monthRange } from '../reports/report-month';
import { visibleTo } from './find-incident';

/**
 * get_report's total_incidents and incidents_by_category (spec 03 §3): the incidents of the
 * month the viewer may see, by the day as entered; every category in the spec's order.
 */
export async function monthIncidents(db: Database, userId: string, period: MonthYear) {
  const caller = await findCaller(db, userId);
  const { from, to } = monthRange(period);
  const rows = await db
    .select({ category: incidents.category, total: count() })
    .from(incidents)
    .where(
      and(
        visibleTo(caller),
        gte(incidents.occurredDate, from.slice(0, 10)),
        lt(incidents.occurredDate, to.slice(0, 10)),
      ),
    )
    .groupBy(incidents.category);
  const totals = new Map(rows.map((row) => [row.category, Number(row.total)]));
  return {
    total_incidents: rows.reduce((total, row) => total + Number(row.total), 0),
    incidents_by_category: INCIDENT_CATEGORIES.map((category) => ({
      category,
      total: totals.get(category) ?? 0,
    })),
  };
}
