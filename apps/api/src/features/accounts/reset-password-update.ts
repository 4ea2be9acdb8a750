import type { ResetPasswordUpdateRequest } from '@faith-shield/contract/accounts/reset-password-update';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import { afterPasswordSet } from '../../infra/auth/password-set';
import { hashSecret } from '../../infra/auth/passwords';
import { auditPasswordChange, sendPasswordChangedMail } from '../security/password-changed';
import { invalidCode } from './code-check';
import { checkResetCode, consumeResetCode } from './reset-codes';

/**
 * reset_password_update: with a live code for the e-mail, the new password is set, the code
 * used up and every session of the account ended (whoever knew the old password is out).
 */
export async function resetPassword(
  deps: AppDeps,
  input: ResetPasswordUpdateRequest,
  ip: string,
): Promise<void> {
  const now = deps.now();
  const reset = await checkResetCode(deps.db, input.email, input.code, now);
  if (!reset) throw invalidCode();
  const passwordHash = await hashSecret(input.newPassword);
  const mail = await deps.db.transaction(async (tx) => {
    if (!(await consumeResetCode(tx, reset.id, now))) throw invalidCode();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await afterPasswordSet(tx, reset.userId, now);
    return auditPasswordChange(tx, reset.userId, ip);
  });
  sendPasswordChangedMail(deps, mail);
}
