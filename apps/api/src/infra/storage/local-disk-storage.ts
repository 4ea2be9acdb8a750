import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { cleanImage } from './clean-image';
import { checkImage } from './image-check';
import { type Storage, UPLOADS_PREFIX } from './storage';
import { checkVideo } from './video-check';

const STORED_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|mp4|webm)$/;

export function localDiskStorage(uploadsDir: string): Storage {
  const write = async (data: Buffer, extension: string) => {
    await fs.mkdir(uploadsDir, { recursive: true });
    const name = `${randomBytes(16).toString('base64url')}.${extension}`;
    await fs.writeFile(path.join(uploadsDir, name), data, { flag: 'wx' });
    return `${UPLOADS_PREFIX}${name}`;
  };
  return {
    async saveImage(file, { field, maxBytes }) {
      const { mime, extension } = await checkImage(file, field, maxBytes);
      return write(await cleanImage(file.data, mime, field), extension);
    },
    async saveVideo(file, { field, maxBytes }) {
      return write(file.data, await checkVideo(file, field, maxBytes));
    },
    async remove(publicPath) {
      const name = publicPath.startsWith(UPLOADS_PREFIX) ? publicPath.slice(UPLOADS_PREFIX.length) : '';
      if (!STORED_NAME.test(name)) return;
      await fs.rm(path.join(uploadsDir, name), { force: true });
    },
  };
}
