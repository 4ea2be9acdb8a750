import { ATTENDANCE_STATUS, EVENT_STATUS } from '@faith-shield/contract/events/event-messages';
import type { AttendanceRow, AttendanceSheet } from '@faith-shield/contract/events/get-attendance-sheet';
import { and, eq, isNull } from 'drizzle-orm';
import { eventAttendance, eventMembers, users } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import { fullName } from './event-members';
import { findEvent, type Viewer } from './find-event';

type Person = { id: string; firstName: string; lastName: string; image: string };

/**
 * get_attendance_sheet: a row for each live member on the team and for everyone who recorded a
 * headcount (the owner, a member since taken off the team or deleted: what they recorded stays
 * under their name, DESIGN.md §4b). Pending: nothing recorded; Running: recorded, open;
 * Submitted: recorded, and the attendance submitted.
 */
export async function getAttendanceSheet(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  eventId: string,
): Promise<AttendanceSheet> {
  const event = await findEvent(deps.db, viewer, eventId);
  const person = { id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image };
  const [team, counted] = await Promise.all([
    deps.db
      .select(person)
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(and(eq(eventMembers.eventId, event.id), isNull(users.deletedAt))),
    deps.db
      .select({ ...person, totalPerson: eventAttendance.totalPerson })
      .from(eventAttendance)
      .innerJoin(users, eq(users.id, eventAttendance.userId))
      .where(eq(eventAttendance.eventId, event.id)),
  ]);
  const isSubmitted = event.status === EVENT_STATUS.submitted;
  const rowOf = (who: Person, totalPerson: number | null): AttendanceRow => ({
    user_id: who.id,
    profile: who.image,
    user_name: fullName(who),
    status:
      totalPerson === null
        ? ATTENDANCE_STATUS.pending
        : isSubmitted
          ? ATTENDANCE_STATUS.submitted
          : ATTENDANCE_STATUS.running,
    total_person: totalPerson ?? 0,
  });
  const rows = new Map<string, AttendanceRow>();
  for (const who of counted) rows.set(who.id, rowOf(who, who.totalPerson));
  for (const who of team) if (!rows.has(who.id)) rows.set(who.id, rowOf(who, null));
  const sorted = [...rows.values()].sort(
    (a, b) => a.user_name.localeCompare(b.user_name) || a.user_id.localeCompare(b.user_id),
  );
  return {
    event_id: event.id,
    event_title: event.title,
    date: event.utcStart.toISOString(),
    end_date: event.utcEnd.toISOString(),
    image: event.image,
    status: event.status,
    total: counted.reduce((all, row) => all + row.totalPerson, 0),
    rows: sorted,
  };
}
