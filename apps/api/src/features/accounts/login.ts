import { LOGIN_MESSAGES, type LoginRequest, type SessionData } from '@faith-shield/contract/accounts/login';
import { badRequest } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { verifyNothing, verifySecret } from '../../infra/auth/passwords';
import { createSession } from '../../infra/auth/sessions';
import { findUserByEmail } from './find-user-by-email';
import { sessionData } from './session-data';

/**
 * Signs a user in with e-mail and password. An unknown e-mail and a wrong password get the
 * same message after the same hashing work, so neither reveals whether an account exists.
 * 422, not 401: 401 means "no or bad token" here (DESIGN.md §3), and the client drops its
 * session on a 401.
 */
export async function logIn(deps: AppDeps, input: LoginRequest): Promise<SessionData> {
  const user = await findUserByEmail(deps.db, input.email);
  const isValid = user
    ? await verifySecret(user.passwordHash, input.password)
    : await verifyNothing(input.password);
  if (!user || !isValid) throw badRequest(LOGIN_MESSAGES.invalidCredentials);
  const token = await createSession(deps.db, user.id, deps.now(), input.push_token, deps.push.allows);
  return sessionData(deps.db, user, token, deps.now());
}
