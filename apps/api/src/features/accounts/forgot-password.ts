import type { AppDeps } from '../../http/app-deps';
import { resetCodeMail } from './reset-code-mail';
import { issueResetCode } from './reset-codes';

/**
 * forgotPassword (DESIGN.md §4): a code for the account of `email`, if there is one. The mail
 * goes out after the answer, so neither its delivery time nor a delivery failure tells the
 * caller whether the account exists; a failure is logged.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const issued = await issueResetCode(deps.db, email, deps.now());
  if (!issued) return;
  const message = resetCodeMail(issued.user.email, issued.user.firstName, issued.code);
  deps.afterAnswer.run('the password reset mail', () => deps.mailer.send(message));
}
