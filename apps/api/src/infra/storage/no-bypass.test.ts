import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const sources = (dir: string) =>
  fs
    .readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
const read = (file: string) => fs.readFileSync(path.join(src, file), 'utf8');

/** What reaches files without the Storage interface: the file system, the SDK, the stores themselves. */
const BYPASSES = [
  /from 'node:fs(\/promises)?'/,
  /from 'fs(\/promises)?'/,
  /@aws-sdk\//,
  /disk-file-store'/,
  /s3-file-store'/,
  /storage-from-config'/,
  /'uploads'/,
  /uploads\//,
];

/** The files allowed to name a store: the storage itself, serving, start-up, backup and migrate-files. */
const ALLOWED = new Set([
  'app.ts',
  'cli/backup.ts',
  'cli/restore.ts',
  'cli/migrate-files.ts',
  'infra/backup/backup-archive.ts',
  'plugins/static-files.ts',
]);

describe('every upload goes through the one Storage (infra/storage/storage.ts)', () => {
  it('no feature touches the file system, the uploads folder, the SDK or a store directly', () => {
    const offenders = sources('features').flatMap((file) =>
      BYPASSES.filter((pattern) => pattern.test(read(file))).map((pattern) => `${file}: ${pattern}`),
    );
    expect(offenders).toEqual([]);
  });

  it('only the storage, serving, start-up, backup and migrate-files name a store or the SDK', () => {
    const stores = [/@aws-sdk\//, /disk-file-store'/, /s3-file-store'/, /storage-from-config'/];
    const offenders = ['features', 'http', 'plugins', 'infra', 'cli', 'db']
      .flatMap(sources)
      .filter((file) => !file.startsWith('infra/storage/') && !ALLOWED.has(file))
      .filter((file) => stores.some((pattern) => pattern.test(read(file))));
    expect(offenders).toEqual([]);
    expect(sources('features').length).toBeGreaterThan(50);
  });
});
