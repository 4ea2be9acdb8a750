import {
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SETUP_CALLS,
} from '@faith-shield/contract/security/security-messages';
import type { CallAccess } from '@faith-shield/contract/shared/call';
import { TIERS, type TierName, USER_TYPE } from '@faith-shield/contract/shared/constants';
import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import type { FastifyRequest } from 'fastify';
import { type AuthContext, authenticate } from '../infra/auth/authenticate';
import { authenticateOperator, type OperatorAuthContext } from '../infra/auth/authenticate-operator';
import { isOperatorToken } from '../infra/auth/operator-tokens';
import { ApiError, forbidden, unauthorised } from './api-error';
import type { AppDeps } from './app-deps';
import { readToken } from './read-token';

export type GuardRule = { access: CallAccess; tier?: TierName; planMessage?: string; name?: string };

const SETUP_CALLS: ReadonlySet<string> = new Set(TWO_FACTOR_SETUP_CALLS);

type GuardDeps = Pick<AppDeps, 'db' | 'readCache' | 'config'>;

/**
 * The one guard of every call: a token when the call is not public, the right kind of account
 * and user type, and a plan that includes the feature (DESIGN.md §4: the server enforces tiers).
 * Operator sessions and organisation sessions never open each other's calls (decision 022).
 */
export async function guard(
  deps: GuardDeps,
  request: FastifyRequest,
  rule: GuardRule,
  now = new Date(),
): Promise<AuthContext | OperatorAuthContext | null> {
  if (rule.access === 'public') return null;
  const token = readToken(request);
  if (!token) throw unauthorised();
  if (rule.access === 'operator') return guardOperator(deps, token, now);
  if (isOperatorToken(token)) throw forbidden(COMMON_MESSAGES.notForOperators);
  const auth = await authenticate(deps, token, now);
  // unknown, revoked, idle too long or past its lifetime: all one answer
  if (!auth) throw unauthorised(COMMON_MESSAGES.sessionExpired);
  // spec 03 §5: a leader who must set up the second factor signs in only to do that
  if (auth.mustSetUpTwoFactor && !SETUP_CALLS.has(rule.name ?? ''))
    throw forbidden(TWO_FACTOR_MESSAGES.setUpFirst);
  const isOwner = auth.type === USER_TYPE.owner;
  if (rule.access === 'owner' && !isOwner) throw forbidden();
  if (rule.access === 'sub_user' && isOwner) throw forbidden();
  if (rule.tier && !(TIERS[rule.tier] as readonly number[]).includes(auth.planTier)) {
    throw new ApiError(403, rule.planMessage ?? COMMON_MESSAGES.planTooLow);
  }
  return auth;
}

/** An operator call: an operator session only; a live organisation session is told where to go. */
async function guardOperator(deps: GuardDeps, token: string, now: Date): Promise<OperatorAuthContext> {
  if (isOperatorToken(token)) {
    const operator = await authenticateOperator(deps.db, token, now);
    if (!operator) throw unauthorised(COMMON_MESSAGES.sessionExpired);
    return operator;
  }
  if (await authenticate(deps, token, now)) throw forbidden(COMMON_MESSAGES.operatorsOnly);
  throw unauthorised(COMMON_MESSAGES.sessionExpired);
}
