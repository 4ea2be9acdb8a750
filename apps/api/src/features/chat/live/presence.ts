import { and, eq, gt, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { chatPresence } from '../../../db/schema/index';
import type { Executor } from '../../notifications/notify';

/** A server refreshes its connections this often… */
export const PRESENCE_REFRESH_MS = 30_000;
/** …and a row not refreshed for this long belongs to a server that is gone. */
const STALE_SECONDS = 90;

const fresh = () => gt(chatPresence.seenAt, sql`now() - make_interval(secs => ${STALE_SECONDS})`);
const stale = () => lt(chatPresence.seenAt, sql`now() - make_interval(secs => ${STALE_SECONDS})`);

/** Who of `userIds` holds a live connection on any server now. */
export async function connectedOf(executor: Executor, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await executor
    .selectDistinct({ userId: chatPresence.userId })
    .from(chatPresence)
    .where(and(inArray(chatPresence.userId, [...userIds]), fresh()));
  return new Set(rows.map((row) => row.userId));
}

export const recordConnection = (db: Database, connectionId: string, userId: string, serverId: string) =>
  db.insert(chatPresence).values({ connectionId, userId, serverId }).onConflictDoNothing();

export const forgetConnection = (db: Database, connectionId: string) =>
  db.delete(chatPresence).where(eq(chatPresence.connectionId, connectionId));

/**
 * This server's open connections are still there; its rows of connections it no longer holds
 * (a close whose delete failed) and rows of servers long gone are removed.
 */
export const refreshPresence = (db: Database, serverId: string, openIds: readonly string[]) =>
  db.transaction(async (tx) => {
    const mine = eq(chatPresence.serverId, serverId);
    if (openIds.length > 0)
      await tx
        .update(chatPresence)
        .set({ seenAt: sql`now()` })
        .where(and(mine, inArray(chatPresence.connectionId, [...openIds])));
    await tx
      .delete(chatPresence)
      .where(
        or(
          stale(),
          openIds.length > 0 ? and(mine, notInArray(chatPresence.connectionId, [...openIds])) : mine,
        ),
      );
  });

/**
 * At start: the embedded database has this one process, so every row left is from before;
 * on a server only this server's rows (none yet) and stale ones go.
 */
export const clearPresence = (db: Database, serverId: string, { everyServer }: { everyServer: boolean }) =>
  everyServer
    ? db.delete(chatPresence)
    : db.delete(chatPresence).where(or(eq(chatPresence.serverId, serverId), stale()));
