import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runSeeds } from '../../seed/run-seeds';
import { openDatabase } from '../../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded embedded database, dumped: each worker's database starts as a copy. */
    databaseTemplate: string;
  }
}

/**
 * The API tests' global set-up: migrates and seeds the embedded database once for the run, so a
 * test worker copies it (~0.5 s) instead of creating, migrating and seeding its own. A
 * PostgreSQL server (TEST_DATABASE_URL) gives each worker a database of its own, migrated there.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-template-'));
  const file = path.join(dir, 'pgdata.tar.gz');
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  await runSeeds(handle);
  const dump = await handle.dumpDataDir?.();
  if (!dump) throw new Error('the embedded database could not be dumped');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('databaseTemplate', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
