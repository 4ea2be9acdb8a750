import type { GetIncidentsRequestSchema } from '@faith-shield/contract/incidents/get-incidents';
import type { IncidentSummary } from '@faith-shield/contract/incidents/incident-fields';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { incidentFollowUps, incidents, users } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findCaller, fullName } from '../alerts/alert-people';
import { visibleTo } from './find-incident';
import { summaryOf } from './incident-view';

const pad = (value: number) => String(value).padStart(2, '0');

/** The days of a month or a year as entered (YYYY-MM-DD text), as a range of occurred_date. */
function dateRange(month: number | undefined, year: number | undefined, now: Date): SQL[] {
  if (month === undefined && year === undefined) return [];
  const inYear = year ?? now.getUTCFullYear();
  if (month === undefined)
    return [
      gte(incidents.occurredDate, `${inYear}-01-01`),
      lt(incidents.occurredDate, `${inYear + 1}-01-01`),
    ];
  const next = month === 12 ? `${inYear + 1}-01-01` : `${inYear}-${pad(month + 1)}-01`;
  return [gte(incidents.occurredDate, `${inYear}-${pad(month)}-01`), lt(incidents.occurredDate, next)];
}

/** get_incidents: the incidents the caller may see, filtered, newest first, with their follow-up counts. */
export async function listIncidents(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof GetIncidentsRequestSchema>,
): Promise<IncidentSummary[]> {
  const caller = await findCaller(deps.db, auth.userId);
  const followUps = deps.db
    .select({ incidentId: incidentFollowUps.incidentId, total: count().as('total') })
    .from(incidentFollowUps)
    .groupBy(incidentFollowUps.incidentId)
    .as('follow_up_counts');
  const rows = await deps.db
    .select({
      incident: incidents,
      firstName: users.firstName,
      lastName: users.lastName,
      followUps: followUps.total,
    })
    .from(incidents)
    .innerJoin(users, eq(users.id, incidents.reportedBy))
    .leftJoin(followUps, eq(followUps.incidentId, incidents.id))
    .where(
      and(
        visibleTo(caller),
        input.status ? eq(incidents.status, input.status) : undefined,
        input.category ? eq(incidents.category, input.category) : undefined,
        ...dateRange(input.month, input.year, deps.now()),
      ),
    )
    .orderBy(desc(incidents.occurredAt), desc(incidents.id));
  return rows.map((row) => summaryOf(row.incident, fullName(row), Number(row.followUps ?? 0)));
}
