import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { PRIVATE_UPLOADS_PREFIX } from './storage';

/** How long a personal picture's address answers: long enough to draw a screen, no longer. */
export const UPLOAD_LINK_SECONDS = 300;
/** Addresses made within one such step end together, so a screen drawn twice asks for the same one. */
const STEP_SECONDS = 60;
const MAC_BYTES = 16;

/**
 * The key of personal pictures' addresses, derived from the server's kept secret (the
 * device-token key) with HKDF under a label of its own: the same on every server process and
 * across restarts, and saying nothing of the other keys.
 */
export const uploadLinkKey = (secret: Buffer) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'faith-shield private uploads', 32));

const macOf = (key: Buffer, path: string, expires: number) =>
  createHmac('sha256', key)
    .update(`upload\n${path}\n${expires}`)
    .digest()
    .subarray(0, MAC_BYTES)
    .toString('base64url');

/** A stored picture's path as the answer gives it: with an expiry and a signature. */
export function signedUploadPath(key: Buffer, path: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000 / STEP_SECONDS) * STEP_SECONDS + UPLOAD_LINK_SECONDS;
  return `${path}?expires=${expires}&signature=${macOf(key, path, expires)}`;
}

/** True when `url` (path and query, as requested) is a signed, unexpired address of a personal picture. */
export function isSignedUpload(key: Buffer, url: string, now: Date): boolean {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return false;
  const path = url.slice(0, queryAt);
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const expires = Number(query.get('expires'));
  const given = Buffer.from(query.get('signature') ?? '');
  const wanted = Buffer.from(macOf(key, path, expires));
  if (!Number.isInteger(expires) || expires * 1000 <= now.getTime()) return false;
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

// A stored name (stored-path.ts) closed by the JSON string's quote.
const PRIVATE_PATH = new RegExp(
  `${PRIVATE_UPLOADS_PREFIX.replaceAll('/', '\\/')}[A-Za-z0-9_-]{22}\\.(?:jpg|png)(?=")`,
  'g',
);

/** Every personal picture's path in an answer's JSON, signed; the rest as it is. */
export const signUploadsIn = (json: string, key: Buffer, now: Date) =>
  json.replace(PRIVATE_PATH, (path) => signedUploadPath(key, path, now));
