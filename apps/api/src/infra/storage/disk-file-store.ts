import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { byteRange } from './byte-range';
import type { FileStore } from './file-store';
import { isStoredKey } from './stored-path';

const missing = (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT') return null;
  throw error;
};

/** Uploads in a folder of this machine (DATA_DIR/uploads): what runs when STORAGE_URL is unset. */
export function diskFileStore(dir: string): FileStore {
  const fileOf = (key: string) => {
    if (!isStoredKey(key)) throw new Error(`not a stored file's key: ${key}`);
    return path.join(dir, key);
  };
  return {
    kind: 'disk',
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: 'wx' });
    },
    get: (key) => fs.readFile(fileOf(key)).catch(missing),
    async open(key, rangeHeader) {
      const file = fileOf(key);
      const stat = await fs.stat(file).catch(missing);
      if (!stat) return null;
      const range = byteRange(rangeHeader, stat.size);
      return {
        body: createReadStream(file, range ?? {}),
        length: range ? range.end - range.start + 1 : stat.size,
        size: stat.size,
        ...(range ? { range } : {}),
      };
    },
    async checksum(key) {
      const data = await fs.readFile(fileOf(key)).catch(missing);
      return data ? createHash('sha256').update(data).digest('hex') : null;
    },
    remove: (key) => fs.rm(fileOf(key), { force: true }),
    async *keys() {
      const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(missing);
      for (const entry of entries ?? []) {
        if (!entry.isFile()) continue;
        const key = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (isStoredKey(key)) yield key;
      }
    },
  };
}
