import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { runSeeds } from '../apps/api/seed/run-seeds';
import { openDatabase } from '../apps/api/src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated, seeded embedded database (global-setup.ts): servers start on copies. */
    dataDirTemplate: string;
  }
}

/**
 * Migrates and seeds an embedded database once for the run, in a folder of its own. Making one
 * afresh costs about 7 CPU seconds on a 2-core host (PGlite's initdb); a copy, under one.
 */
export async function makeDatabaseTemplate(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-e2e-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pgdata') });
  try {
    await database.migrate();
    await runSeeds(database);
  } finally {
    await database.close();
  }
  return dir;
}

/** A new data folder (DATA_DIR) whose embedded database is a copy of the run's template. */
export async function newDataDir(prefix: string, template = inject('dataDirTemplate')): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.cp(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}
