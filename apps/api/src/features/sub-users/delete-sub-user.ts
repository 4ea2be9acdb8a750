import { and, eq, isNull } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { revokeUserSessions } from '../../infra/auth/sessions';
import { auditActorOf, personName, recordAudit } from '../security/record-audit';
import { findSubUser } from './find-sub-user';

/**
 * delete_sub_user (DESIGN.md §4b): the member loses access at once, every session and any
 * reset code ends, and they leave the lists; the row stays, so what they recorded keeps their
 * name. Their e-mail is free again (the unique index covers live accounts only).
 */
export async function deleteSubUser(deps: AppDeps, auth: AuthContext, id: string, ip: string): Promise<void> {
  const member = await findSubUser(deps.db, auth.organisationId, id);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .update(users)
      .set({ deletedAt: now })
      .where(and(eq(users.id, member.id), isNull(users.deletedAt)))
      .returning();
    if (removed)
      await recordAudit(tx, {
        ...auditActorOf(auth, { ip }),
        action: 'sub_user_removed',
        target: personName(removed),
      });
    await revokeUserSessions(tx, member.id, now);
    await tx.delete(passwordResets).where(eq(passwordResets.userId, member.id));
  });
}
