import type { Database } from '../../apps/api/src/db/database';
import { eventAttendance, eventMembers, events, notifications } from '../../apps/api/src/db/schema/index';

const DAY = 86_400_000;
/** The measured organisation's events: about two a week over five years, half of them past. */
const EVENT_COUNT = 500;
/** Each event's team: three of the twenty, in turn (each member is on 75 events). */
const TEAM_PER_EVENT = 3;
/** More than get_notifications lists (100), so the list is full. */
const NOTIFICATION_COUNT = 150;

type Organisation = { organisationId: string; ownerId: string; memberIds: string[] };

/**
 * What the event calls of the measured owner and their first member list: 500 events (past ones
 * submitted, with headcounts), their teams, and a full notification list for both.
 */
export async function seedBenchEvents(db: Database, { organisationId, ownerId, memberIds }: Organisation) {
  const now = Date.now();
  const rows = Array.from({ length: EVENT_COUNT }, (_, index) => {
    const utcStart = new Date(now + (index - EVENT_COUNT / 2) * 3.5 * DAY);
    const local = utcStart.toISOString().slice(0, 16).replace('T', ' ');
    return {
      organisationId,
      category: index % 7 === 0 ? 'Special Event' : 'Main Service',
      title: `Service ${index + 1}`,
      description:
        'Doors at 9:30. Two at the main entrance, one in the car park, one at the children’s wing.',
      timeZone: 'UTC',
      startLocal: `${local}:00`,
      endLocal: `${local}:00`,
      utcStart,
      utcEnd: new Date(utcStart.getTime() + 2 * 3_600_000),
      status: utcStart.getTime() < now ? 1 : 0,
      createdBy: ownerId,
    };
  });
  const created = await db.insert(events).values(rows).returning({ id: events.id, status: events.status });
  const teams = created.flatMap((event, index) =>
    Array.from({ length: TEAM_PER_EVENT }, (_, turn) => ({
      eventId: event.id,
      userId: memberIds[(index * TEAM_PER_EVENT + turn) % memberIds.length] ?? '',
      organisationId,
    })),
  );
  await db.insert(eventMembers).values(teams);
  const counted = teams.filter((_, index) => created[Math.floor(index / TEAM_PER_EVENT)]?.status === 1);
  await db
    .insert(eventAttendance)
    .values(counted.map((entry, index) => ({ ...entry, totalPerson: 20 + (index % 40) })));
  const [firstMember] = memberIds;
  await db.insert(notifications).values(
    [ownerId, firstMember ?? ownerId].flatMap((userId) =>
      Array.from({ length: NOTIFICATION_COUNT }, (_, index) => ({
        organisationId,
        userId,
        type: 'users',
        eventId: created[index]?.id ?? null,
        title: `Reminder: Service ${index + 1}`,
        body: `Service ${index + 1} starts on 06 Dec, 2026 at 10:00 AM UTC.`,
        url: `${userId === ownerId ? '/view-events' : '/subuser-view-events'}/${created[index]?.id}`,
        createdAt: new Date(now - index * 3_600_000),
      })),
    ),
  );
}
