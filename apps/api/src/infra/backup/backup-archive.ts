import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { openDatabase } from '../../db/database';
import { copyFiles } from '../storage/copy-files';
import { diskFileStore } from '../storage/disk-file-store';
import type { FileStore } from '../storage/file-store';
import { backupSocketPath } from './backup-socket';

/** In the archive: the embedded database's dump, and the uploads folder as it is. */
const DATABASE_ENTRY = 'pgdata.tar.gz';
const UPLOADS_ENTRY = 'uploads';

/** The running server's dump, or null when no server answers on DATA_DIR's socket. */
async function dumpFromServer(dataDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const connection = net.createConnection(backupSocketPath(dataDir));
    connection.on('data', (chunk) => chunks.push(chunk));
    connection.on('end', () => resolve(Buffer.concat(chunks)));
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

async function dumpDirectly(dataDir: string): Promise<Buffer> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
  try {
    const blob = await database.dumpDataDir?.();
    if (!blob) throw new Error('the embedded database gave no dump');
    return Buffer.from(await blob.arrayBuffer());
  } finally {
    await database.close();
  }
}

/**
 * `npm run backup -- <file>`: the embedded database (from the running server, or read here
 * when none runs) and the uploads into one .tar.gz: DATA_DIR/uploads, or every file of the
 * object store when one is given (STORAGE_URL), under the same `uploads/` entry, so either
 * restores into either. Uploads are only ever added, under new names, so copying them beside
 * a running server loses nothing the dump refers to (the dump is taken first).
 */
export async function writeBackup(
  dataDir: string,
  file: string,
  objectStore?: FileStore,
): Promise<{ bytes: number; uploads: number }> {
  const dump = (await dumpFromServer(dataDir)) ?? (await dumpDirectly(dataDir));
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-backup-'));
  try {
    await fs.writeFile(path.join(staging, DATABASE_ENTRY), dump);
    const uploads = path.join(dataDir, UPLOADS_ENTRY);
    const hasUploads = await fs.stat(uploads).then(
      (stat) => stat.isDirectory(),
      () => false,
    );
    if (objectStore) await copyFiles(objectStore, diskFileStore(path.join(staging, UPLOADS_ENTRY)));
    else if (hasUploads) await fs.cp(uploads, path.join(staging, UPLOADS_ENTRY), { recursive: true });
    const hasFiles = objectStore
      ? await fs.stat(path.join(staging, UPLOADS_ENTRY)).then(
          () => true,
          () => false,
        )
      : hasUploads;
    const entries = hasFiles ? [DATABASE_ENTRY, UPLOADS_ENTRY] : [DATABASE_ENTRY];
    await pipeline(
      tar.create({ gzip: true, cwd: staging, portable: true }, entries),
      createWriteStream(file),
    );
    const uploadCount = hasFiles
      ? (
          await fs.readdir(path.join(staging, UPLOADS_ENTRY), { recursive: true, withFileTypes: true })
        ).filter((entry) => entry.isFile()).length
      : 0;
    return { bytes: (await fs.stat(file)).size, uploads: uploadCount };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * `npm run restore -- <file>`: a backup into a DATA_DIR that holds no database and no uploads
 * (never over a live one). The embedded database is rebuilt from the dump. With an object
 * store (STORAGE_URL) the uploads go into it, each read back and checked by SHA-256, and it
 * must hold no upload yet.
 */
export async function restoreBackup(file: string, dataDir: string, objectStore?: FileStore): Promise<void> {
  for (const kept of objectStore ? ['pgdata'] : ['pgdata', UPLOADS_ENTRY]) {
    const entries = await fs.readdir(path.join(dataDir, kept)).catch(() => []);
    if (entries.length > 0)
      throw new Error(`${path.join(dataDir, kept)} is not empty: restore only into an empty DATA_DIR`);
  }
  if (objectStore)
    for await (const _key of objectStore.keys())
      throw new Error('the object store (STORAGE_URL) holds uploads already: restore only into an empty one');
  await fs.mkdir(dataDir, { recursive: true });
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-restore-'));
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    const dump = await fs.readFile(path.join(staging, DATABASE_ENTRY));
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'pgdata'),
      loadDataDir: new Blob([dump]),
    });
    await database.close();
    const uploads = path.join(staging, UPLOADS_ENTRY);
    if (
      await fs.stat(uploads).then(
        () => true,
        () => false,
      )
    )
      if (objectStore) await copyFiles(diskFileStore(uploads), objectStore);
      else await fs.cp(uploads, path.join(dataDir, UPLOADS_ENTRY), { recursive: true });
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
