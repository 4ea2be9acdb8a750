import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const totpOf = (secret: string, email = '') =>
  new TOTP({ issuer: 'Faith Shield', label: email, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret (base32) and the otpauth:// URI an authenticator app scans. */
export function newTotpSecret(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, email).toString() };
}

/**
 * The time step `code` belongs to, within one step of `now` either way (clock drift), or null
 * when it is not a code of this secret. The caller refuses a step already used.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}
