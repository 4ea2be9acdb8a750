import { randomBytes } from 'node:crypto';
import { hashToken } from './tokens';

/**
 * An operator's session token starts with this; '.' is outside base64url, so no organisation
 * token ever does. The guard tells the two kinds apart before any lookup (docs/decisions/022).
 */
export const OPERATOR_TOKEN_PREFIX = 'op.';

export const isOperatorToken = (token: string) => token.startsWith(OPERATOR_TOKEN_PREFIX);

/** 256 random bits; only the hash is stored. */
export function createOperatorToken(): { token: string; hash: string } {
  const token = `${OPERATOR_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}
