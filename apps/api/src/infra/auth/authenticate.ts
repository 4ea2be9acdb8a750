import { and, eq, isNull } from 'drizzle-orm';
import { organisations, sessions, users } from '../../db/schema/index';
import type { Database } from '../db/database';
import { hashToken } from './tokens';

export type AuthContext = {
  sessionId: string;
  userId: string;
  organisationId: string;
  type: number;
  /** subscriptions_id in force now: 0 once the plan has ended. */
  planTier: number;
};

export const effectivePlanTier = (tier: number, endsAt: Date | null, now = new Date()) =>
  endsAt && endsAt.getTime() <= now.getTime() ? 0 : tier;

/** One indexed query: the session, its user and the organisation's plan. */
export async function authenticate(
  db: Database,
  token: string,
  now = new Date(),
): Promise<AuthContext | null> {
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
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  const { planEndsAt, ...auth } = row;
  return { ...auth, planTier: effectivePlanTier(row.planTier, planEndsAt, now) };
}
