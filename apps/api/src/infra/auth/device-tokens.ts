import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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
 * The key of the device tokens: DEVICE_TOKEN_SECRET when set, else DATA_DIR/device-token.key,
 * generated on the first start and kept (as the VAPID keys are), since a new key forgets every
 * known device.
 */
export async function loadDeviceTokenSecret(
  env: { DEVICE_TOKEN_SECRET?: string | undefined },
  dataDir: string,
): Promise<Buffer> {
  if (env.DEVICE_TOKEN_SECRET) return Buffer.from(env.DEVICE_TOKEN_SECRET, 'utf8');
  const file = path.join(dataDir, SECRET_FILE);
  const read = async () => {
    try {
      const text = (await fs.readFile(file, 'utf8')).trim();
      if (!/^[A-Za-z0-9_-]{43,}$/.test(text))
        throw new Error(`${file} holds no key: delete it to generate one`);
      return Buffer.from(text, 'base64url');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  const kept = await read();
  if (kept) return kept;
  const generated = randomBytes(32);
  await fs.mkdir(dataDir, { recursive: true });
  try {
    // 'wx': of two servers starting on one DATA_DIR, the first to write wins and both use its key.
    await fs.writeFile(file, `${generated.toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await read();
    if (!winner) throw new Error(`${file} holds no key`);
    return winner;
  }
}
