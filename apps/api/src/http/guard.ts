import type { CallAccess } from '@faith-shield/contract/shared/call';
import { TIERS, type TierName, USER_TYPE } from '@faith-shield/contract/shared/constants';
import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import type { FastifyRequest } from 'fastify';
import { type AuthContext, authenticate } from '../infra/auth/authenticate';
import { ApiError, forbidden, unauthorised } from './api-error';
import type { AppDeps } from './app-deps';
import { readToken } from './read-token';

export type GuardRule = { access: CallAccess; tier?: TierName; planMessage?: string };

/**
 * The one guard of every call: a token when the call is not public, the right user type,
 * and a plan that includes the feature (DESIGN.md §4: the server enforces tiers).
 */
export async function guard(
  deps: Pick<AppDeps, 'db' | 'readCache' | 'config'>,
  request: FastifyRequest,
  rule: GuardRule,
  now = new Date(),
): Promise<AuthContext | null> {
  if (rule.access === 'public') return null;
  const token = readToken(request);
  if (!token) throw unauthorised();
  const auth = await authenticate(deps, token, now);
  // unknown, revoked, idle too long or past its lifetime: all one answer
  if (!auth) throw unauthorised(COMMON_MESSAGES.sessionExpired);
  const isOwner = auth.type === USER_TYPE.owner;
  if (rule.access === 'owner' && !isOwner) throw forbidden();
  if (rule.access === 'sub_user' && isOwner) throw forbidden();
  if (rule.tier && !(TIERS[rule.tier] as readonly number[]).includes(auth.planTier)) {
    throw new ApiError(403, rule.planMessage ?? COMMON_MESSAGES.planTooLow);
  }
  return auth;
}
