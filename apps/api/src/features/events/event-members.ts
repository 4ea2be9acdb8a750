import { EVENT_MESSAGES } from '@faith-shield/contract/events/event-messages';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { eventMembers, users } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { Executor } from '../notifications/notify';
import { isMemberOf } from '../sub-users/find-sub-user';

/**
 * The chosen sub users, each a live member of the organisation (DESIGN.md §4b). Anyone else
 * (another organisation's member, the owner, a deleted member, a string that is no id) is
 * answered as if there were no such sub user.
 */
export async function ownMembers(db: Database, organisationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  if (!ids.every(isUuid)) throw notFound(EVENT_MESSAGES.subUserNotFound);
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isMemberOf(organisationId)));
  if (found.length !== ids.length) throw notFound(EVENT_MESSAGES.subUserNotFound);
  return [...ids];
}

/** The event's team as stored, live members only (a deleted member has left every list). */
export async function teamOf(executor: Executor, eventId: string) {
  return executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(eventMembers)
    .innerJoin(users, eq(users.id, eventMembers.userId))
    .where(and(eq(eventMembers.eventId, eventId), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
