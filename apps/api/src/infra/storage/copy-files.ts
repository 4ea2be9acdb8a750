import { createHash } from 'node:crypto';
import type { FileStore } from './file-store';
import { contentTypeOf } from './stored-path';

export type CopyCount = { copied: number; alreadyThere: number };

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Copies every file of one store into another (disk → object store for `npm run migrate-files`,
 * and for backup and restore), resumably: a file the target already holds with the same SHA-256
 * is left as it is, and each copy is read back and its SHA-256 compared before it counts.
 * A file that differs in the target is stored again. Throws on the first copy that does not match.
 */
export async function copyFiles(
  from: FileStore,
  to: FileStore,
  progress: (count: CopyCount) => void = () => {},
): Promise<CopyCount> {
  const count: CopyCount = { copied: 0, alreadyThere: 0 };
  for await (const key of from.keys()) {
    const data = await from.get(key);
    if (!data) continue; // removed since it was listed
    const wanted = sha256(data);
    const there = await to.checksum(key);
    if (there === wanted) {
      count.alreadyThere += 1;
    } else {
      if (there !== null) await to.remove(key);
      await to.put(key, data, contentTypeOf(key));
      const back = await to.get(key);
      if (!back || sha256(back) !== wanted)
        throw new Error(
          `${key}: the copy read back differs from the original (SHA-256); run the command again`,
        );
      count.copied += 1;
    }
    if ((count.copied + count.alreadyThere) % 100 === 0) progress(count);
  }
  return count;
}
