import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations, sessions, users } from '../../db/schema/index';
import type { ReadCache } from '../cache/read-cache';
import { isLastSeenStale, isSessionOver, recordSessionUse, type SessionLifetime } from './session-lifetime';
import { hashToken } from './tokens';

export type AuthContext = {
  sessionId: string;
  userId: string;
  organisationId: string;
  type: number;
  /** subscriptions_id in force now: 0 once the plan has ended. */
  planTier: number;
  /** spec 03 §5: a leader of a team that requires the second factor, without it: may only set it up. */
  mustSetUpTwoFactor: boolean;
};

/** As stored: the plan's tier and end and the session's times, before `now` is applied. */
type LiveSession = Omit<AuthContext, 'mustSetUpTwoFactor'> & {
  planEndsAt: Date | null;
  createdAt: Date;
  lastSeenAt: Date;
  isLeader: boolean;
  twoFactorEnabledAt: Date | null;
  requireTwoFactorForLeaders: boolean;
};

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
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      isLeader: users.isLeader,
      twoFactorEnabledAt: users.twoFactorEnabledAt,
      requireTwoFactorForLeaders: organisations.requireTwoFactorForLeaders,
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
 * or a new plan included); the plan's end and the session's lifetime are compared with `now`
 * on every call. A use is recorded at most hourly, in the kept entry too, so the cache stays.
 */
export async function authenticate(
  { db, readCache, config }: { db: Database; readCache: ReadCache; config: SessionLifetime },
  token: string,
  now = new Date(),
): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const session = await readCache.read(
    `session:${tokenHash}`,
    () => findLiveSession(db, tokenHash),
    (found) => found.organisationId,
  );
  if (!session || isSessionOver(session, config, now)) return null;
  if (isLastSeenStale(session.lastSeenAt, now)) {
    session.lastSeenAt = now;
    await recordSessionUse(db, session.sessionId, now);
  }
  const {
    planEndsAt,
    createdAt: _createdAt,
    lastSeenAt: _lastSeenAt,
    isLeader,
    twoFactorEnabledAt,
    requireTwoFactorForLeaders,
    ...auth
  } = session;
  return {
    ...auth,
    planTier: effectivePlanTier(session.planTier, planEndsAt, now),
    mustSetUpTwoFactor: mustSetUpTwoFactor({ isLeader, twoFactorEnabledAt, requireTwoFactorForLeaders }),
  };
}

/** spec 03 §5: a leader whose team requires the second factor and who has not turned it on. */
export const mustSetUpTwoFactor = (person: {
  isLeader: boolean;
  twoFactorEnabledAt: Date | null;
  requireTwoFactorForLeaders: boolean;
}) => person.isLeader && person.requireTwoFactorForLeaders && !person.twoFactorEnabledAt;
