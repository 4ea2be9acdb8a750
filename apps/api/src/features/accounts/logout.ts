import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { revokeSession } from '../../infra/auth/sessions';

/** spec 01 §4: logout ends this session; the token no longer opens anything. */
export async function logOut(deps: AppDeps, auth: AuthContext): Promise<void> {
  await revokeSession(deps.db, auth.sessionId, deps.now());
}
