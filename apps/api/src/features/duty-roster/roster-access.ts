import { ROSTER_MESSAGES as M } from '@faith-shield/contract/duty-roster/roster-messages';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { duties, events, rosterPosts } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/api-error';
import type { AuthContext } from '../../infra/auth/authenticate';
import { type Caller, findCaller } from '../alerts/alert-people';
import type { Executor } from '../notifications/notify';

export type Manager = Pick<Caller, 'id' | 'organisationId'>;

/** spec 03 §4: the owner and leaders manage posts and duties (an owner needs no read to know). */
export async function findManager(db: Database, auth: AuthContext): Promise<Manager> {
  if (auth.type === USER_TYPE.owner) return { id: auth.userId, organisationId: auth.organisationId };
  const caller = await findCaller(db, auth.userId);
  if (!caller.isLeader) throw forbidden(M.onlyLeaders);
  return caller;
}

/** A live post of the organisation; anything else is the same 404 (DESIGN.md §3). */
export async function findPost(executor: Executor, organisationId: string, id: string) {
  if (!isUuid(id)) throw notFound(M.postNotFound);
  const [post] = await executor
    .select()
    .from(rosterPosts)
    .where(
      and(
        eq(rosterPosts.id, id),
        eq(rosterPosts.organisationId, organisationId),
        isNull(rosterPosts.deletedAt),
      ),
    )
    .limit(1);
  if (!post) throw notFound(M.postNotFound);
  return post;
}

/** Any event of the organisation (a leader sees them all for the roster, spec 03 §4). */
export async function findRosterEvent(
  executor: Executor,
  organisationId: string,
  id: string,
  message: string,
) {
  if (!isUuid(id)) throw notFound(message);
  const [event] = await executor
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.organisationId, organisationId)))
    .limit(1);
  if (!event) throw notFound(message);
  return event;
}

/** A duty of the organisation, locked for the rest of the transaction. */
export async function findDuty(executor: Executor, organisationId: string, id: string) {
  if (!isUuid(id)) throw notFound(M.dutyNotFound);
  const [duty] = await executor
    .select()
    .from(duties)
    .where(and(eq(duties.id, id), eq(duties.organisationId, organisationId)))
    .limit(1)
    .for('update');
  if (!duty) throw notFound(M.dutyNotFound);
  return duty;
}

/** The calendar days an event covers, as entered in its zone (YYYY-MM-DD). */
export const eventDays = (event: { startLocal: string; endLocal: string }) => ({
  first: event.startLocal.slice(0, 10),
  last: event.endLocal.slice(0, 10),
});
