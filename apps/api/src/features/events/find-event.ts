import { EVENT_MESSAGES } from '@faith-shield/contract/events/event-messages';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../db/is-uuid';
import { eventMembers, events } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { AuthContext } from '../../infra/auth/authenticate';
import type { Executor } from '../notifications/notify';

export type Viewer = Pick<AuthContext, 'organisationId' | 'userId' | 'type'>;

export const isOwner = (viewer: Viewer) => viewer.type === USER_TYPE.owner;

/** A sub user's own assignment to the event in the query. */
export const assignedTo = (userId: string) =>
  sql`exists (select 1 from ${eventMembers} where ${eventMembers.eventId} = ${events.id} and ${eventMembers.userId} = ${userId})`;

/** The organisation's events, all of them for an owner, the assigned ones for a sub user (spec 02 §6). */
export const visibleTo = (viewer: Viewer) =>
  and(
    eq(events.organisationId, viewer.organisationId),
    isOwner(viewer) ? undefined : assignedTo(viewer.userId),
  );

/**
 * The event with this id that the viewer may see, locked for the rest of the transaction when
 * asked (a headcount and a submit then take turns). Anything else (another organisation's
 * event, one not assigned to this sub user, an id that is not one) is the same 404.
 */
export async function findEvent(executor: Executor, viewer: Viewer, id: string, { lock = false } = {}) {
  if (!isUuid(id)) throw notFound(EVENT_MESSAGES.notFound);
  const query = executor
    .select()
    .from(events)
    .where(and(eq(events.id, id), visibleTo(viewer)))
    .limit(1);
  const [event] = lock ? await query.for('update') : await query;
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  return event;
}
