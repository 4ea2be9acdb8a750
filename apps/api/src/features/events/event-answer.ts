import type { Event } from '@faith-shield/contract/events/event-fields';
import type { SecurityChoice } from '@faith-shield/contract/events/event-messages';
import { and, eq, sql, sum } from 'drizzle-orm';
import { eventAttendance, type events } from '../../db/schema/index';
import type { Executor } from '../notifications/notify';

export type EventRow = typeof events.$inferSelect;

/** Every headcount of the event in the query, added up (a correlated sum over its few rows). */
export const attendanceTotalOf = (eventId: typeof events.id) =>
  sql<number>`coalesce((select sum(${eventAttendance.totalPerson}) from ${eventAttendance} where ${eventAttendance.eventId} = ${eventId}), 0)::int`;

/** The event's total and one person's own headcount (null before they recorded one). */
export async function headcountsOf(executor: Executor, eventId: string, userId: string) {
  const rows = await executor
    .select({ userId: eventAttendance.userId, total: sum(eventAttendance.totalPerson).mapWith(Number) })
    .from(eventAttendance)
    .where(eq(eventAttendance.eventId, eventId))
    .groupBy(eventAttendance.userId);
  const total = rows.reduce((all, row) => all + row.total, 0);
  return { total, mine: rows.find((row) => row.userId === userId)?.total ?? null };
}

/** The person's headcount row of the event, if any. */
export const attendanceOf = (eventId: string, userId: string) =>
  and(eq(eventAttendance.eventId, eventId), eq(eventAttendance.userId, userId));

/** An event as the calls answer it (spec 02 §3). */
export const eventAnswer = (row: EventRow, attendanceCount: number): Event => ({
  id: row.id,
  event_categories: row.category,
  title: row.title,
  description: row.description,
  image: row.image,
  security: row.security as SecurityChoice,
  status: row.status,
  start_date: row.startLocal,
  end_date: row.endLocal,
  utc_start_date: row.utcStart.toISOString(),
  utc_end_date: row.utcEnd.toISOString(),
  time_zone: row.timeZone,
  attendance_count: Number(attendanceCount),
});
