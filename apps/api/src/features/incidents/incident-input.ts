import type { IncidentFieldsSchema } from '@faith-shield/contract/incidents/incident-fields';
import { INCIDENT_MESSAGES as M } from '@faith-shield/contract/incidents/incident-messages';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { events } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import { startOfMinute, toUtc } from '../events/event-times';

type Fields = z.output<typeof IncidentFieldsSchema>;

/**
 * The columns of an incident's fields, after the checks the schema cannot make: the time is
 * not in the future (a time within the current minute is now), and the event is one of the
 * organisation's.
 */
export async function incidentColumns(db: Database, organisationId: string, input: Fields, now: Date) {
  const occurredAt = toUtc(input.occurred_date, input.occurred_time, input.time_zone);
  if (Number.isNaN(occurredAt.getTime())) throw badRequest(M.time, { occurred_time: M.time });
  if (occurredAt.getTime() >= startOfMinute(now).getTime() + 60_000)
    throw badRequest(M.future, { occurred_time: M.future });
  let eventId: string | null = null;
  if (input.event_id) {
    const [event] = isUuid(input.event_id)
      ? await db
          .select({ id: events.id })
          .from(events)
          .where(and(eq(events.id, input.event_id), eq(events.organisationId, organisationId)))
          .limit(1)
      : [];
    if (!event) throw badRequest(M.event, { event_id: M.event });
    eventId = event.id;
  }
  return {
    category: input.category,
    title: input.title,
    description: input.description,
    occurredDate: input.occurred_date,
    occurredTime: input.occurred_time,
    timeZone: input.time_zone,
    occurredAt,
    location: input.location,
    eventId,
    peopleInvolved: input.people_involved,
    injuries: input.injuries,
    policeCalled: input.police_called,
    policeReportNumber: input.police_report_number,
    severity: input.severity,
    visibility: input.visibility,
  };
}
