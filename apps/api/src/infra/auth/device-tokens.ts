import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { loadKeptSecret } from './kept-secret';

/** How long a device stays known after its last sign-in (each sign-in issues a fresh token). */
export const DEVICE_TOKEN_DAYS = 180;
const DAY_MS = 86_400_000;
const SECRET_FILE = 'device-token.key';

export type DeviceTokens = {
  /** A token saying "this device signed in to `email`" (OWASP's device cookie). */
  issue: (email: string, now: Date) => string;
  /** The device's id when `token` was issued here for `email` and is still young; else undefined. */
  verify: (token: string, email: string, now: Date) => string | undefined;
};

/**
 * Device tokens signed with HMAC-SHA256: `<device id>.<issued, base36 ms>.<mac>`. The e-mail is
 * in the mac, not the token, so a token says nothing of whose it is, and one issued for one
 * account is worth nothing for another.
 */
export function deviceTokens(secret: Buffer): DeviceTokens {
  const mac = (email: string, id: string, issued: string) =>
    createHmac('sha256', secret).update(`device\n${email}\n${id}\n${issued}`).digest();
  return {
    issue: (email, now) => {
      const id = randomBytes(16).toString('base64url');
      const issued = now.getTime().toString(36);
      return `${id}.${issued}.${mac(email, id, issued).toString('base64url')}`;
    },
    verify: (token, email, now) => {
      const [id, issued, given, ...rest] = token.split('.');
      if (!id || !issued || !given || rest.length > 0) return undefined;
      const age = now.getTime() - Number.parseInt(issued, 36);
      if (!(age >= 0 && age < DEVICE_TOKEN_DAYS * DAY_MS)) return undefined;
      const expected = mac(email, id, issued);
      const actual = Buffer.from(given, 'base64url');
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
    },
  };
}

/**
 * The key of the device tokens: DEVICE_TOKEN_SECRET when set, else DATA_DIR/device-token.key
 * (as the VAPID keys are), since a new key forgets every known device.
 */
export const loadDeviceTokenSecret = (env: { DEVICE_TOKEN_SECRET?: string | undefined }, dataDir: string) =>
  loadKeptSecret(env.DEVICE_TOKEN_SECRET, dataDir, SECRET_FILE);
