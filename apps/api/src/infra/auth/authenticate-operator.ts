import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { operatorSessions, operators } from '../../db/schema/index';
import { hashToken } from './tokens';

/** Who makes an operator call (never an organisation's member). */
export type OperatorAuthContext = {
  kind: 'operator';
  operatorSessionId: string;
  operatorId: string;
  email: string;
};

/** An operator session ends after 2 idle hours, and 12 hours after sign-in whatever happens. */
export const OPERATOR_SESSION_IDLE_MS = 2 * 3_600_000;
export const OPERATOR_SESSION_MAX_MS = 12 * 3_600_000;
const LAST_SEEN_EVERY_MS = 5 * 60_000;

/**
 * The live operator session of `token`, or null. Not kept in the read cache: operators are
 * few, and a removed operator or ended session must stop at once on every server.
 */
export async function authenticateOperator(
  db: Database,
  token: string,
  now: Date,
): Promise<OperatorAuthContext | null> {
  const [row] = await db
    .select({
      operatorSessionId: operatorSessions.id,
      operatorId: operators.id,
      email: operators.email,
      createdAt: operatorSessions.createdAt,
      lastSeenAt: operatorSessions.lastSeenAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        isNull(operators.removedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const time = now.getTime();
  if (
    time - row.createdAt.getTime() >= OPERATOR_SESSION_MAX_MS ||
    time - row.lastSeenAt.getTime() >= OPERATOR_SESSION_IDLE_MS
  )
    return null;
  if (time - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS)
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(operatorSessions.id, row.operatorSessionId),
          lt(operatorSessions.lastSeenAt, new Date(time - LAST_SEEN_EVERY_MS)),
        ),
      );
  return {
    kind: 'operator',
    operatorSessionId: row.operatorSessionId,
    operatorId: row.operatorId,
    email: row.email,
  };
}
