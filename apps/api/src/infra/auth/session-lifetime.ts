import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema/index';

const DAY_MS = 86_400_000;
/** A session's last use is written at most this often: an idle timeout in days needs no finer. */
export const LAST_SEEN_EVERY_MS = 3_600_000;

/** SESSION_IDLE_DAYS and SESSION_MAX_DAYS (infra/config.ts). */
export type SessionLifetime = { SESSION_IDLE_DAYS: number; SESSION_MAX_DAYS: number };

type SessionTimes = { createdAt: Date; lastSeenAt: Date };

/** Over: unused for the idle timeout, or signed in longer ago than the absolute lifetime. */
export function isSessionOver(session: SessionTimes, lifetime: SessionLifetime, now: Date): boolean {
  const time = now.getTime();
  return (
    time - session.createdAt.getTime() >= lifetime.SESSION_MAX_DAYS * DAY_MS ||
    time - session.lastSeenAt.getTime() >= lifetime.SESSION_IDLE_DAYS * DAY_MS
  );
}

/**
 * When a session signed in at `createdAt` ends at the latest, however it is used (a live
 * connection keeps it in use, so only this limit can end it while one is open).
 */
export async function sessionEndsAt(db: Database, sessionId: string, lifetime: SessionLifetime) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row ? new Date(row.createdAt.getTime() + lifetime.SESSION_MAX_DAYS * DAY_MS) : undefined;
}

export const isLastSeenStale = (lastSeenAt: Date, now: Date) =>
  now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS;

/**
 * Records a use of the session, unless another request or server already did within the hour.
 * The change feed does not hear of it (drizzle/0004), so cached reads stay.
 */
export async function recordSessionUse(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_EVERY_MS))),
    );
}
