import { randomBytes } from 'node:crypto';
import { cleanImage } from './clean-image';
import type { FileStore } from './file-store';
import { checkImage } from './image-check';
import { PRIVATE_FOLDER, type Storage } from './storage';
import { contentTypeOf, keyOf, pathOfKey } from './stored-path';
import { checkVideo } from './video-check';

/**
 * The one Storage the features use, over either file store (the disk folder or the object
 * store): checks and cleans what is stored, names it, and keeps personal files apart.
 */
export function storageOn(store: FileStore, where: Storage['where']): Storage {
  const write = async (data: Buffer, extension: string, personal = false) => {
    const name = `${randomBytes(16).toString('base64url')}.${extension}`;
    const key = personal ? `${PRIVATE_FOLDER}/${name}` : name;
    await store.put(key, data, contentTypeOf(key));
    return pathOfKey(key);
  };
  return {
    where,
    async saveImage(file, { field, maxBytes, personal }) {
      const { mime, extension } = await checkImage(file, field, maxBytes);
      return write(await cleanImage(file.data, mime, field), extension, personal);
    },
    async saveVideo(file, { field, maxBytes }) {
      return write(file.data, await checkVideo(file, field, maxBytes));
    },
    async read(storedPath) {
      const key = keyOf(storedPath);
      return key ? store.get(key) : null;
    },
    async open(storedPath, range) {
      const key = keyOf(storedPath);
      return key ? store.open(key, range) : null;
    },
    async remove(storedPath) {
      const key = keyOf(storedPath);
      if (key) await store.remove(key);
    },
  };
}
