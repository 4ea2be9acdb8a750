import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema/index';
import { readPushSubscription, serializePushSubscription } from '../push/push-subscription';
import { createToken } from './tokens';

/**
 * Signs a user in: a new random token, of which only the hash is stored (DESIGN.md §3), with
 * the device's Web Push subscription when `pushToken` is one (anything else is not kept: no
 * notification could reach it).
 */
export async function createSession(
  db: Database,
  userId: string,
  now: Date,
  pushToken?: string,
): Promise<string> {
  const { token, hash } = createToken();
  const subscription = readPushSubscription(pushToken);
  const pushTokenKept = subscription ? serializePushSubscription(subscription) : null;
  // The app's clock, not the database's: the lifetime is measured with it (session-lifetime.ts).
  await db
    .insert(sessions)
    .values({ userId, tokenHash: hash, pushToken: pushTokenKept, createdAt: now, lastSeenAt: now });
  return token;
}

/** Ends one session (logout). */
export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, or every one but `exceptSessionId` (the current one). */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}
