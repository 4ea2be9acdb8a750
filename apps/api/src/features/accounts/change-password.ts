import {
  CHANGE_PASSWORD_MESSAGES,
  type ChangePasswordRequest,
} from '@faith-shield/contract/accounts/change-password';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { afterPasswordSet } from '../../infra/auth/password-set';
import { hashSecret, verifySecret } from '../../infra/auth/passwords';
import { auditPasswordChange, sendPasswordChangedMail } from '../security/password-changed';

/**
 * change_password: the old password proves it is the user; the new one is set, every other
 * session ends (this one stays) and any pending reset code dies. A wrong old password is 422 under old_password, never 401,
 * which would sign the user out of the client.
 */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  input: ChangePasswordRequest,
  ip: string,
): Promise<void> {
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!user || !(await verifySecret(user.passwordHash, input.old_password))) {
    throw badRequest(CHANGE_PASSWORD_MESSAGES.wrongOldPassword, {
      old_password: CHANGE_PASSWORD_MESSAGES.wrongOldPassword,
    });
  }
  const passwordHash = await hashSecret(input.new_password);
  const now = deps.now();
  const mail = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.userId));
    await afterPasswordSet(tx, auth.userId, now, auth.sessionId);
    return auditPasswordChange(tx, auth.userId, ip);
  });
  sendPasswordChangedMail(deps, mail);
}
