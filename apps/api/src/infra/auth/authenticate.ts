import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations, sessions, users } from '../../db/schema/index';
import type { ReadCache } from '../cache/read-cache';
import { hashToken } from './tokens';

export type AuthContext = {
  sessionId: string;
  userId: string;
  organisationId: string;
  type: number;
  /** subscriptions_id in force now: 0 once the plan has ended. */
  planTier: number;
};

/** As stored: the plan's tier and end, before `now` is applied. */
type LiveSession = AuthContext & { planEndsAt: Date | null };

export const effectivePlanTier = (tier: number, endsAt: Date | null, now = new Date()) =>
  endsAt && endsAt.getTime() <= now.getTime() ? 0 : tier;

/** One indexed query: the live session, its user and the organisation's plan. */
async function findLiveSession(db: Database, tokenHash: string): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      organisationId: users.organisationId,
      type: users.type,
      planTier: organisations.planTier,
      planEndsAt: organisations.planEndsAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    // a deleted member's sessions are revoked too; this also covers a login racing the delete
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Who holds `token`, or null. Kept in the read cache until the organisation changes (a logout
 * or a new plan included); the plan's end is compared with `now` on every call.
 */
export async function authenticate(
  { db, readCache }: { db: Database; readCache: ReadCache },
  token: string,
  now = new Date(),
): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const session = await readCache.read(
    `session:${tokenHash}`,
    () => findLiveSession(db, tokenHash),
    (found) => found.organisationId,
  );
  if (!session) return null;
  const { planEndsAt, ...auth } = session;
  return { ...auth, planTier: effectivePlanTier(session.planTier, planEndsAt, now) };
}
