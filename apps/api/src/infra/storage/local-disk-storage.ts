import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { cleanImage } from './clean-image';
import { checkImage } from './image-check';
import { PRIVATE_FOLDER, PRIVATE_UPLOADS_PREFIX, type Storage, UPLOADS_PREFIX } from './storage';
import { checkVideo } from './video-check';

const STORED_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|mp4|webm)$/;

export function localDiskStorage(uploadsDir: string): Storage {
  const privateDir = path.join(uploadsDir, PRIVATE_FOLDER);
  const write = async (data: Buffer, extension: string, personal = false) => {
    const dir = personal ? privateDir : uploadsDir;
    await fs.mkdir(dir, { recursive: true });
    const name = `${randomBytes(16).toString('base64url')}.${extension}`;
    await fs.writeFile(path.join(dir, name), data, { flag: 'wx' });
    return `${personal ? PRIVATE_UPLOADS_PREFIX : UPLOADS_PREFIX}${name}`;
  };
  /** Where a stored path's file lies; anything not a name we gave: undefined. */
  const fileOf = (storedPath: string) => {
    const personal = storedPath.startsWith(PRIVATE_UPLOADS_PREFIX);
    const prefix = personal ? PRIVATE_UPLOADS_PREFIX : UPLOADS_PREFIX;
    const name = storedPath.startsWith(prefix) ? storedPath.slice(prefix.length) : '';
    return STORED_NAME.test(name) ? path.join(personal ? privateDir : uploadsDir, name) : undefined;
  };
  return {
    async saveImage(file, { field, maxBytes, personal }) {
      const { mime, extension } = await checkImage(file, field, maxBytes);
      return write(await cleanImage(file.data, mime, field), extension, personal);
    },
    async saveVideo(file, { field, maxBytes }) {
      return write(file.data, await checkVideo(file, field, maxBytes));
    },
    async read(storedPath) {
      const file = fileOf(storedPath);
      return file ? fs.readFile(file).catch(() => null) : null;
    },
    async remove(storedPath) {
      const file = fileOf(storedPath);
      if (file) await fs.rm(file, { force: true });
    },
  };
}
