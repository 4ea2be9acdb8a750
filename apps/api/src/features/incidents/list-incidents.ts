import type { GetIncidentsRequestSchema } from '@faith-shield/contract/incidents/get-incidents';
import type { IncidentSummary } from '@faith-shield/contract/incidents/incident-fields';
import { INCIDENTS_PAGE_SIZE } from '@faith-shield/contract/incidents/incident-messages';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { incidentFollowUps, incidents, users } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import { JsonText } from '../../http/json-text';
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

type Input = z.output<typeof GetIncidentsRequestSchema>;

/** A page kept also written as JSON (decision 008's read cache; encoding it was a call's work). */
type Kept = { organisationId: string; incidents: JsonText<IncidentSummary[]> };

/**
 * get_incidents: a page of the incidents the caller may see, filtered, newest first, kept in
 * the read cache per organisation, viewer, filters and page. Any change to the organisation's
 * incidents (a follow-up touches its incident) or members forgets it (the change feed).
 */
export async function listIncidents(deps: AppDeps, auth: AuthContext, input: Input) {
  // the owner sees all; a sub user's view turns on whether they lead and on what they reported
  const who = auth.type === USER_TYPE.owner ? 'all' : auth.userId;
  const year = input.year ?? (input.month === undefined ? '' : deps.now().getUTCFullYear());
  const key = `incidents:${auth.organisationId}:${who}:${input.status ?? ''}:${input.category ?? ''}:${input.month ?? ''}:${year}:${input.page}`;
  const found = await deps.readCache.read<Kept>(
    key,
    async () => ({
      organisationId: auth.organisationId,
      incidents: JsonText.of(await readPage(deps, auth, input)),
    }),
    (value) => value.organisationId,
  );
  if (!found) throw new Error('the incidents did not load');
  return found.incidents;
}

/** A page read: the organisation's index on occurred_at, the follow-up counts of that page only. */
async function readPage(deps: AppDeps, auth: AuthContext, input: Input): Promise<IncidentSummary[]> {
  const caller = await findCaller(deps.db, auth.userId);
  const rows = await deps.db
    .select({
      id: incidents.id,
      title: incidents.title,
      category: incidents.category,
      severity: incidents.severity,
      status: incidents.status,
      occurredAt: incidents.occurredAt,
      location: incidents.location,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(incidents)
    .innerJoin(users, eq(users.id, incidents.reportedBy))
    .where(
      and(
        visibleTo(caller),
        input.status ? eq(incidents.status, input.status) : undefined,
        input.category ? eq(incidents.category, input.category) : undefined,
        ...dateRange(input.month, input.year, deps.now()),
      ),
    )
    .orderBy(desc(incidents.occurredAt), desc(incidents.id))
    .limit(INCIDENTS_PAGE_SIZE)
    .offset((input.page - 1) * INCIDENTS_PAGE_SIZE);
  if (rows.length === 0) return [];
  const counts = await deps.db
    .select({ incidentId: incidentFollowUps.incidentId, total: count() })
    .from(incidentFollowUps)
    .where(
      inArray(
        incidentFollowUps.incidentId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(incidentFollowUps.incidentId);
  const followUps = new Map(counts.map((row) => [row.incidentId, row.total]));
  return rows.map((row) => summaryOf(row, fullName(row), followUps.get(row.id) ?? 0));
}
