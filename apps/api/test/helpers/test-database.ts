import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { runSeeds } from '../../seed/run-seeds';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';

let shared: Promise<DatabaseHandle> | undefined;
let workerUrl: Promise<string> | undefined;

/**
 * The PostgreSQL database of this test worker. In the API project (TEST_DATABASE_PER_WORKER,
 * vitest.config.ts) one per worker on the TEST_DATABASE_URL server, made afresh, so the
 * listeners and jobs of one worker's servers never take another's work; the PostgreSQL-only
 * tests, which start server processes on TEST_DATABASE_URL itself, use that database.
 */
export function testDatabaseUrl(): Promise<string> | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  if (!process.env.TEST_DATABASE_PER_WORKER) return Promise.resolve(url);
  workerUrl ??= (async () => {
    const worker = new URL(url);
    const name = `${worker.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? '1'}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
    } finally {
      await admin.end();
    }
    worker.pathname = `/${name}`;
    return worker.toString();
  })();
  return workerUrl;
}

async function open(): Promise<DatabaseHandle> {
  const url = await testDatabaseUrl();
  if (url) {
    const handle = await openDatabase({ kind: 'postgres', url });
    await handle.migrate();
    await runSeeds(handle);
    return handle;
  }
  // the run's migrated, seeded template (template-database.ts); without one, made here
  const template = inject('databaseTemplate');
  if (template) return openDatabase({ kind: 'pglite', loadDataDir: new Blob([await fs.readFile(template)]) });
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  await runSeeds(handle);
  return handle;
}

/**
 * One migrated, seeded database per test worker: PGlite in memory, copied from the run's
 * template, or a database of its own on the PostgreSQL server named by TEST_DATABASE_URL. Test files share it and keep
 * their data apart by making their own organisations (unique e-mails), never by order.
 */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= open();
  return shared;
}
