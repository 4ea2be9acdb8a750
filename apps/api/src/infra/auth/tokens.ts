import { createHash, randomBytes } from 'node:crypto';

/** A session token of 256 random bits; only its hash is stored (DESIGN.md §3). */
export function createToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
