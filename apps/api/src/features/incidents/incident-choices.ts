import type { IncidentChoices } from '@faith-shield/contract/incidents/get-incident-choices';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { events, incidents } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findCaller } from '../alerts/alert-people';
import { visibleTo } from './find-incident';

const HOUR_MS = 3_600_000;
/** How many of the latest incidents the location suggestions are read from. */
const RECENT = 50;

/** get_incident_choices: today's events (the running one marked) and the team's recent locations. */
export async function incidentChoices(deps: AppDeps, auth: AuthContext): Promise<IncidentChoices> {
  const caller = await findCaller(deps.db, auth.userId);
  const now = deps.now();
  const [today, recent] = await Promise.all([
    deps.db
      .select({ id: events.id, title: events.title, start: events.utcStart, end: events.utcEnd })
      .from(events)
      .where(
        and(
          eq(events.organisationId, caller.organisationId),
          gte(events.utcEnd, new Date(now.getTime() - 24 * HOUR_MS)),
          lte(events.utcStart, new Date(now.getTime() + 12 * HOUR_MS)),
        ),
      )
      .orderBy(asc(events.utcStart))
      .limit(20),
    deps.db
      .select({ location: incidents.location })
      .from(incidents)
      .where(visibleTo(caller))
      .orderBy(desc(incidents.createdAt))
      .limit(RECENT),
  ]);
  return {
    events: today.map((event) => ({
      id: event.id,
      title: event.title,
      running: event.start <= now && now <= event.end,
    })),
    locations: [...new Set(recent.map((row) => row.location))].slice(0, 10),
  };
}
