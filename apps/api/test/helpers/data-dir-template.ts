import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { runSeeds } from '../../seed/run-seeds';
import { openDatabase } from '../../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A data folder whose embedded database is migrated and seeded once for the run (the API
     * tests' and the journeys' global set-ups): the servers and commands they start use copies.
     */
    dataDirTemplate: string;
  }
}

/**
 * Migrates and seeds an embedded database once for the run, in a data folder of its own. Making
 * one afresh costs about 7 CPU seconds on a 2-core host (PGlite's initdb); a copy, under one.
 */
export async function makeDataDirTemplate(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-template-'));
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
