import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResets } from '../../db/schema/index';
import { revokeUserSessions } from './sessions';

/**
 * What follows a new password, however it was set (change, reset, the owner for a member): every
 * session ends (but `keepSessionId`, the one that changed it) and every pending reset code dies,
 * so neither a stolen session nor a code mailed earlier outlives the old password.
 */
export async function afterPasswordSet(
  tx: Database,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await revokeUserSessions(tx, userId, now, keepSessionId);
  await tx
    .update(passwordResets)
    .set({ consumedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)));
}
