import { randomBytes } from 'node:crypto';
import { hashToken } from '../../infra/auth/tokens';

export const RECOVERY_CODE_COUNT = 10;

/** xxxx-xxxx-xxxx-xxxx: 80 random bits each, in lower-case base32 without look-alikes. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/**
 * Recovery codes are long random strings, not passwords: a SHA-256 is enough to keep them
 * unreadable at rest, and checking one against ten stays instant (argon2 is for guessable secrets).
 */
export const hashRecoveryCode = (code: string) => hashToken(code.trim().toLowerCase().replace(/[\s-]/g, ''));

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
