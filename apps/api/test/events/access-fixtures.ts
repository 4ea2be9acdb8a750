import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { eventMembers, events, users } from '../../src/db/schema/index';

const DAY = 86_400_000;

/** add_event's fields that pass every rule, but the team (the access matrix fills sub_user_id). */
export const VALID_EVENT_FIELDS = {
  title: 'Sunday Service',
  description: 'Doors at 9:30.',
  time_zone: 'UTC',
  date_array: JSON.stringify([
    { start_date: '2030-12-06', start_time: '10:00', end_date: '2030-12-06', end_time: '12:00' },
  ]),
};

/** event_update's fields that pass every rule, but the id. */
export const VALID_EVENT_UPDATE_FIELDS = {
  title: 'Sunday Service',
  description: 'Doors at 9:30.',
  sub_user_id: 'Other',
  time_zone: 'UTC',
  start_date: '2030-12-06',
  start_time: '10:00',
  end_date: '2030-12-06',
  end_time: '12:00',
};

/**
 * An open event of the caller's organisation, a week ahead, written straight to the database;
 * assigned to the caller when they are a sub user (an event they may see).
 */
export async function ownEvent(
  caller: { db: Database; organisationId: string; userId: string },
  title = 'Sunday Service',
): Promise<string> {
  const start = new Date(Date.now() + 7 * DAY);
  const [event] = await caller.db
    .insert(events)
    .values({
      organisationId: caller.organisationId,
      category: 'Main Service',
      title,
      description: 'Doors at 9:30.',
      timeZone: 'UTC',
      startLocal: `${start.toISOString().slice(0, 16).replace('T', ' ')}:00`,
      endLocal: `${start.toISOString().slice(0, 16).replace('T', ' ')}:00`,
      utcStart: start,
      utcEnd: new Date(start.getTime() + 2 * 3_600_000),
    })
    .returning({ id: events.id });
  if (!event) throw new Error('event not created');
  const [user] = await caller.db.select({ type: users.type }).from(users).where(eq(users.id, caller.userId));
  if (user && user.type !== USER_TYPE.owner)
    await caller.db
      .insert(eventMembers)
      .values({ eventId: event.id, userId: caller.userId, organisationId: caller.organisationId });
  return event.id;
}
