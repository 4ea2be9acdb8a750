import { PRIVATE_FOLDER, PRIVATE_UPLOADS_PREFIX, UPLOADS_PREFIX } from './storage';

/** A name the storage gave: 16 random bytes in base64url and the file's type. */
const STORED_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|mp4|webm)$/;
const KEY = new RegExp(`^(?:${PRIVATE_FOLDER}/)?[A-Za-z0-9_-]{22}\\.(?:jpg|png|mp4|webm)$`);

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The key of a stored path (`/uploads/x.jpg` → `x.jpg`, `/uploads/private/x.jpg` → `private/x.jpg`); anything else: undefined. */
export function keyOf(storedPath: string): string | undefined {
  const personal = storedPath.startsWith(PRIVATE_UPLOADS_PREFIX);
  const prefix = personal ? PRIVATE_UPLOADS_PREFIX : UPLOADS_PREFIX;
  const name = storedPath.startsWith(prefix) ? storedPath.slice(prefix.length) : '';
  if (!STORED_NAME.test(name)) return undefined;
  return personal ? `${PRIVATE_FOLDER}/${name}` : name;
}

/** The stored path of a key. */
export const pathOfKey = (key: string) => `${UPLOADS_PREFIX}${key}`;

/** True for a key the storage could have given (anything else in a folder or bucket is not ours). */
export const isStoredKey = (key: string) => KEY.test(key);

/** The Content-Type a stored file is served with, by its extension. */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
