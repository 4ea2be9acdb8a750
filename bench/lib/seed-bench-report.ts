import type { Database } from '../../apps/api/src/db/database';
import { eventAttendance, eventMembers, events } from '../../apps/api/src/db/schema/index';

/** The events of the month get_report is measured on. */
const REPORT_EVENT_COUNT = 200;
const TEAM_PER_EVENT = 3;

/**
 * The measured month: January five years back, in the report's ten-year window and outside the
 * span of seed-bench-events.ts, so it holds exactly these events.
 */
export const BENCH_REPORT_PERIOD = { month: 1, year: new Date().getUTCFullYear() - 5 };

type Organisation = { organisationId: string; ownerId: string; memberIds: string[] };

/** 200 events in the measured month (several a day), each with its team's three headcounts. */
export async function seedBenchReport(db: Database, { organisationId, ownerId, memberIds }: Organisation) {
  const { year } = BENCH_REPORT_PERIOD;
  const rows = Array.from({ length: REPORT_EVENT_COUNT }, (_, index) => {
    const utcStart = new Date(Date.UTC(year, 0, 1 + (index % 31), 8 + Math.floor(index / 31) * 2));
    const local = `${utcStart.toISOString().slice(0, 16).replace('T', ' ')}:00`;
    return {
      organisationId,
      category: index % 5 === 0 ? 'Special Event' : 'Main Service',
      title: `January gathering ${index + 1}`,
      description: 'Greeters at both doors; one on the car park.',
      timeZone: 'UTC',
      startLocal: local,
      endLocal: local,
      utcStart,
      utcEnd: new Date(utcStart.getTime() + 3_600_000),
      status: 1,
      createdBy: ownerId,
    };
  });
  const created = await db.insert(events).values(rows).returning({ id: events.id });
  const teams = created.flatMap((event, index) =>
    Array.from({ length: TEAM_PER_EVENT }, (_, turn) => ({
      eventId: event.id,
      userId: memberIds[(index * TEAM_PER_EVENT + turn) % memberIds.length] ?? '',
      organisationId,
    })),
  );
  await db.insert(eventMembers).values(teams);
  await db
    .insert(eventAttendance)
    .values(teams.map((entry, index) => ({ ...entry, totalPerson: 10 + (index % 50) })));
}
