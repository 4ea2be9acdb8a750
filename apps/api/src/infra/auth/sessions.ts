import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema/index';
import { readPushSubscription, serializePushSubscription } from '../push/push-subscription';
import { announceEndedSessions } from './ended-sessions';
import { createToken } from './tokens';

/**
 * Signs a user in: a new random token, of which only the hash is stored (DESIGN.md §3), with
 * the device's Web Push subscription when `pushToken` is one at an endpoint `pushAllowed`
 * accepts (anything else is not kept: no notification could, or may, reach it).
 */
export async function createSession(
  db: Database,
  userId: string,
  now: Date,
  pushToken?: string,
  pushAllowed: (endpoint: string) => boolean = () => false,
  /** For the person's list of sessions (features/security/device-label.ts). */
  client: { device: string; network: string } = { device: '', network: '' },
): Promise<string> {
  const { token, hash } = createToken();
  const subscription = readPushSubscription(pushToken);
  const pushTokenKept =
    subscription && pushAllowed(subscription.endpoint) ? serializePushSubscription(subscription) : null;
  // The app's clock, not the database's: the lifetime is measured with it (session-lifetime.ts).
  await db.insert(sessions).values({
    userId,
    tokenHash: hash,
    pushToken: pushTokenKept,
    createdAt: now,
    lastSeenAt: now,
    ...client,
  });
  return token;
}

/** Ends one session (logout); every server process closes what it holds open for it. */
export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await announceEndedSessions(
    db,
    ended.map((row) => row.id),
  );
}

/**
 * Ends every live session of a user, or every one but `exceptSessionId` (the current one);
 * every server process closes what it holds open for them once the write commits.
 */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  await announceEndedSessions(
    db,
    ended.map((row) => row.id),
  );
}
