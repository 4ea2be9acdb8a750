import { lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResets, sessions } from '../../db/schema/index';
import type { SessionLifetime } from './session-lifetime';

const DAY_MS = 86_400_000;
/** A signed-out session is kept a day, for the log's sake; a dead reset code the same. */
const KEEP_ENDED_MS = DAY_MS;

/**
 * Deletes what can never be used again: sessions signed out, idle past SESSION_IDLE_DAYS or
 * older than SESSION_MAX_DAYS (isSessionOver's rule), and reset codes past their time.
 * Safe on several servers at once: each is one conditional DELETE.
 */
export async function deleteEndedSessions(db: Database, lifetime: SessionLifetime, now: Date) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const ended = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.revokedAt, before(KEEP_ENDED_MS)),
        lt(sessions.lastSeenAt, before(lifetime.SESSION_IDLE_DAYS * DAY_MS)),
        lt(sessions.createdAt, before(lifetime.SESSION_MAX_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: sessions.id });
  const codes = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, before(KEEP_ENDED_MS)))
    .returning({ id: passwordResets.id });
  return { sessions: ended.length, resetCodes: codes.length };
}
