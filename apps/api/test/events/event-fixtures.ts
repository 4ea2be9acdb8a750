import type { Event, EventDetail } from '@faith-shield/contract/events/event-fields';
import type { Notification } from '@faith-shield/contract/notifications/get-notifications';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { events } from '../../src/db/schema/index';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import type { FileField, TestServer } from '../helpers/test-server';

/** An organisation on the free trial (events included) with its owner and `members` sub users. */
export async function teamOf(db: Database, members = 2, planTier = 1) {
  const { organisation, owner } = await createOrganisation(db, { planTier });
  const team = [];
  for (let index = 0; index < members; index += 1) team.push(await createUser(db, organisation.id, 2));
  return { organisation, owner, members: team };
}

export type DateRowFields = { start_date: string; start_time: string; end_date: string; end_time: string };

/** A date row of add_event: a day far enough ahead never to be in the past, 10:00–12:00. */
export const row = (day = '2030-12-06', start = '10:00', end = '12:00', endDay = day): DateRowFields => ({
  start_date: day,
  start_time: start,
  end_date: endDay,
  end_time: end,
});

/** add_event's fields as the web form sends them, for these members and rows. */
export const addFields = (
  memberIds: readonly string[] | 'Other',
  rows: readonly unknown[] = [row()],
  overrides: Record<string, string | FileField> = {},
): Record<string, string | FileField> => ({
  event_categories: 'Main Service',
  sub_user_id: memberIds === 'Other' ? 'Other' : JSON.stringify(memberIds),
  title: 'Sunday Service',
  description: 'Doors at 9:30. Two at the main entrance, one in the car park.',
  security: 'No',
  date_array: JSON.stringify(rows),
  time_zone: 'America/Chicago',
  ...overrides,
});

/** Adds events and answers them; fails the test if the call does not succeed. */
export async function addEvents(
  server: TestServer,
  token: string,
  fields: Record<string, string | FileField>,
): Promise<Event[]> {
  const { code, body } = await server.call<Event[]>('add_event', fields, { token });
  expect(code, body.message).toBe(200);
  return body.data ?? [];
}

/** The organisation's event rows, as stored. */
export const eventsOf = async (organisationId: string) =>
  (await testDatabase()).db.select().from(events).where(eq(events.organisationId, organisationId));

export async function detailOf(server: TestServer, token: string, id: string) {
  return server.call<EventDetail>('get_event_detail', { id }, { token });
}

export async function notificationsOf(server: TestServer, token: string) {
  const { code, body } = await server.call<Notification[]>('get_notifications', {}, { token });
  expect(code).toBe(200);
  return body.data ?? [];
}

/** The edit form's fields for an event, with changes. */
export const updateFields = (
  id: string,
  memberIds: readonly string[] | 'Other',
  overrides: Record<string, string | FileField> = {},
): Record<string, string | FileField> => ({
  id,
  event_categories: 'Special Event',
  sub_user_id: memberIds === 'Other' ? 'Other' : memberIds.join(','),
  title: 'Sunday Service',
  description: 'Doors at 9:30. Two at the main entrance, one in the car park.',
  security: 'No',
  start_date: '2030-12-06',
  start_time: '10:00',
  end_date: '2030-12-06',
  end_time: '12:00',
  time_zone: 'America/Chicago',
  ...overrides,
});
