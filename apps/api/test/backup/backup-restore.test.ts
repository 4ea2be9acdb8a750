import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfig, buildApp } from '../../src/app';
import { type Database, type DatabaseHandle, openDatabase } from '../../src/db/database';
import { restoreBackup, writeBackup } from '../../src/infra/backup/backup-archive';
import { backupSocketPath, serveBackups } from '../../src/infra/backup/backup-socket';
import { loadConfig } from '../../src/infra/config';
import {
  ORGANISATION_PROFILE_FIELDS,
  PERSONAL_PROFILE_FIELDS,
  randomIp,
  signupFields,
} from '../helpers/accounts';
import { newDataDir } from '../helpers/data-dir-template';
import { asFile, pngBytes } from '../helpers/images';

/** Every row of every table, in a stable order: two databases with equal answers hold the same. */
async function everyRow(db: Database): Promise<Record<string, unknown[]>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const all: Record<string, unknown[]> = {};
  for (const { table_name: table } of tables.rows) {
    const rows = (await db.execute(
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t order by 1`,
    )) as unknown as { rows: { row: string }[] };
    all[table] = rows.rows.map((row) => row.row).sort();
  }
  return all;
}

async function everyFile(dir: string): Promise<Record<string, string>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = (await fs.readFile(full)).toString('base64');
  }
  return files;
}

/** npm run backup / restore with the embedded database: a round trip keeps every row and file. */
describe('backup and restore of DATA_DIR', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    dataDir = await newDataDir('faith-shield-backup-test-');
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    const config = appConfig(
      loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }),
      {
        webDistDir: null,
      },
    );
    app = await buildApp({ config, database, jobs: false });
    await serveBackups(app, database, dataDir);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const post = async (name: string, fields: Record<string, string | { file: Blob; filename: string }>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields))
      typeof value === 'string' ? form.append(key, value) : form.append(key, value.file, value.filename);
    const response = await fetch(`${url}/api/${name}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': randomIp() },
      body: form,
    });
    return (await response.json()) as { status: number; data?: { token?: string } };
  };

  it('takes everything from the running server and brings back exactly that into an empty DATA_DIR', async () => {
    const signup = await post('signup', signupFields());
    const token = signup.data?.token ?? '';
    const profile = await post('update_profile', {
      token,
      ...PERSONAL_PROFILE_FIELDS,
      ...ORGANISATION_PROFILE_FIELDS,
      image: asFile(pngBytes(), 'me.png'),
    });
    expect(profile.status).toBe(1);
    const rowsAtBackup = await everyRow(database.db);
    const filesAtBackup = await everyFile(path.join(dataDir, 'uploads'));
    expect(Object.keys(filesAtBackup)).toHaveLength(1);

    // the running server holds the database: the dump comes from it, over its socket
    expect((await fs.stat(backupSocketPath(dataDir))).isSocket()).toBe(true);
    const archive = path.join(dataDir, 'backup.tar.gz');
    const written = await writeBackup(dataDir, archive);
    expect(written.uploads).toBe(1);
    // the server kept serving, and what it wrote afterwards is not in the backup
    expect((await post('signup', signupFields())).status).toBe(1);

    const restoredDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-restored-'));
    try {
      await restoreBackup(archive, restoredDir);
      const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(restoredDir, 'pgdata') });
      try {
        expect(await everyRow(restored.db)).toEqual(rowsAtBackup);
      } finally {
        await restored.close();
      }
      expect(await everyFile(path.join(restoredDir, 'uploads'))).toEqual(filesAtBackup);
      await expect(restoreBackup(archive, restoredDir)).rejects.toThrow(/not empty/);
    } finally {
      await fs.rm(restoredDir, { recursive: true, force: true });
    }
  });
});
