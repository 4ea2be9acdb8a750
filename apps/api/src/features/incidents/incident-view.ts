import type { IncidentDetail, IncidentSummary } from '@faith-shield/contract/incidents/incident-fields';
import type { IncidentCategory, IncidentSeverity } from '@faith-shield/contract/incidents/incident-messages';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { events, incidentFollowUps, incidentImages, users } from '../../db/schema/index';
import { type Caller, fullName } from '../alerts/alert-people';
import { canClose, canEdit, type IncidentRow } from './find-incident';

type SummaryColumns = Pick<
  IncidentRow,
  'id' | 'title' | 'category' | 'severity' | 'status' | 'occurredAt' | 'location'
>;

export const summaryOf = (
  row: SummaryColumns,
  reportedBy: string,
  followUpCount: number,
): IncidentSummary => ({
  id: row.id,
  title: row.title,
  category: row.category as IncidentCategory,
  severity: row.severity as IncidentSeverity,
  status: row.status,
  occurred_at: row.occurredAt.toISOString(),
  location: row.location,
  reported_by: reportedBy,
  follow_up_count: followUpCount,
});

/** Everything get_incident_detail answers: the row, its images' paths (signed as the answer leaves), follow-ups, names. */
export async function detailOf(db: Database, caller: Caller, row: IncidentRow): Promise<IncidentDetail> {
  const [images, followUps, event] = await Promise.all([
    db
      .select({ path: incidentImages.path })
      .from(incidentImages)
      .where(eq(incidentImages.incidentId, row.id))
      .orderBy(asc(incidentImages.position)),
    db
      .select({
        id: incidentFollowUps.id,
        note: incidentFollowUps.note,
        createdAt: incidentFollowUps.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(incidentFollowUps)
      .innerJoin(users, eq(users.id, incidentFollowUps.userId))
      .where(eq(incidentFollowUps.incidentId, row.id))
      .orderBy(asc(incidentFollowUps.createdAt), asc(incidentFollowUps.id)),
    row.eventId
      ? db.select({ title: events.title }).from(events).where(eq(events.id, row.eventId)).limit(1)
      : Promise.resolve([]),
  ]);
  const peopleIds = [row.reportedBy, ...(row.closedBy ? [row.closedBy] : [])];
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, peopleIds));
  const names = new Map(people.map((person) => [person.id, fullName(person)]));
  return {
    ...summaryOf(row, names.get(row.reportedBy) ?? '', followUps.length),
    description: row.description,
    occurred_date: row.occurredDate,
    occurred_time: row.occurredTime,
    time_zone: row.timeZone,
    event_id: row.eventId ?? '',
    event_title: event[0]?.title ?? '',
    people_involved: row.peopleInvolved,
    injuries: row.injuries,
    police_called: row.policeCalled,
    police_report_number: row.policeReportNumber,
    visibility: row.visibility,
    images: images.map((image) => image.path),
    follow_ups: followUps.map((followUp) => ({
      id: followUp.id,
      note: followUp.note,
      name: fullName(followUp),
      created_at: followUp.createdAt.toISOString(),
    })),
    closing_note: row.closingNote,
    closed_at: row.closedAt?.toISOString() ?? null,
    closed_by: row.closedBy ? (names.get(row.closedBy) ?? '') : '',
    client_id: row.clientId ?? '',
    created_at: row.createdAt.toISOString(),
    can_edit: canEdit(caller, row),
    can_close: canClose(caller, row),
  };
}
