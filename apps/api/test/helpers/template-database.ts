import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';
import { makeDataDirTemplate } from './data-dir-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded embedded database, dumped: each worker's database starts as a copy. */
    databaseTemplate: string;
  }
}

/**
 * The API tests' global set-up: migrates and seeds the embedded database once for the run, in a
 * data folder (data-dir-template.ts) that the tests which start a server or a command in a
 * process of their own copy; its dump is what each test worker's database in memory starts
 * from (~0.5 s) instead of creating, migrating and seeding its own. A PostgreSQL server
 * (TEST_DATABASE_URL) gives each worker a database of its own, migrated there.
 */
export default async function setup(project: TestProject) {
  const template = await makeDataDirTemplate();
  project.provide('dataDirTemplate', template);
  if (!process.env.TEST_DATABASE_URL) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(template, 'pgdata') });
    const dump = await handle.dumpDataDir?.();
    await handle.close();
    if (!dump) throw new Error('the embedded database could not be dumped');
    const file = path.join(template, 'pgdata.tar.gz');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', file);
  }
  return () => fs.rm(template, { recursive: true, force: true });
}
