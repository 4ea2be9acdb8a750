import type { MonthYear, Report, ReportEvent } from '@faith-shield/contract/reports/report-fields';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { eventAttendance, events, organisations, users } from '../../db/schema/index';
import { assignedTo } from '../events/find-event';
import { monthIncidents } from '../incidents/month-incidents';
import { monthRange } from './report-month';
import { isOwnerView, type ReportViewer } from './report-viewer';

export type ReportContent = Omit<Report, 'url'> & { viewer_name: string; is_owner_view: boolean };

/**
 * The month's events the viewer may see with their headcounts, the organisation's name and the
 * viewer's: one query (the organisation row, its events of the month by the indexed local start,
 * their headcounts summed). An event belongs to the month its start falls in, in the zone it was
 * entered in (decision 021).
 */
export async function loadReport(
  db: Database,
  viewer: ReportViewer,
  period: MonthYear,
): Promise<ReportContent> {
  const { from, to } = monthRange(period);
  const eventRows = db
    .select({
      organisation: organisations.worshipPlaceName,
      firstName: users.firstName,
      lastName: users.lastName,
      id: events.id,
      title: events.title,
      category: events.category,
      startLocal: events.startLocal,
      attendance: sql<number>`coalesce(sum(${eventAttendance.totalPerson}), 0)::int`,
    })
    .from(organisations)
    .innerJoin(users, eq(users.id, viewer.userId))
    .leftJoin(
      events,
      and(
        eq(events.organisationId, organisations.id),
        gte(events.startLocal, from),
        lt(events.startLocal, to),
        isOwnerView(viewer) ? undefined : assignedTo(viewer.userId),
      ),
    )
    .leftJoin(eventAttendance, eq(eventAttendance.eventId, events.id))
    .where(eq(organisations.id, viewer.organisationId))
    .groupBy(organisations.id, users.id, events.id)
    .orderBy(asc(events.startLocal), asc(events.id));
  const [rows, incidentsOfMonth] = await Promise.all([eventRows, monthIncidents(db, viewer.userId, period)]);
  const first = rows[0];
  const list: ReportEvent[] = rows.flatMap((row) =>
    row.id && row.title !== null && row.startLocal !== null
      ? [
          {
            name: row.title,
            event_attendance: Number(row.attendance),
            start_date: row.startLocal,
            event_categories: row.category ?? '',
          },
        ]
      : [],
  );
  return {
    month: period.month,
    year: period.year,
    worship_place_name: first?.organisation ?? '',
    viewer_name: first ? `${first.firstName} ${first.lastName}`.trim() : '',
    is_owner_view: isOwnerView(viewer),
    total_event: list.length,
    total_Attendance: list.reduce((total, event) => total + event.event_attendance, 0),
    event: list,
    ...incidentsOfMonth,
  };
}
