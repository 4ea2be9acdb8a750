import { CODE_CHECK_MESSAGES, type CodeCheckRequest } from '@faith-shield/contract/accounts/code-check';
import { badRequest } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { checkResetCode } from './reset-codes';

export const invalidCode = () =>
  badRequest(CODE_CHECK_MESSAGES.invalidCode, { code: CODE_CHECK_MESSAGES.invalidCode });

/** code_check: the code is right for the e-mail and still live; it is not used up. */
export async function verifyResetCode(deps: AppDeps, input: CodeCheckRequest): Promise<void> {
  const reset = await checkResetCode(deps.db, input.email, input.code, deps.now());
  if (!reset) throw invalidCode();
}
