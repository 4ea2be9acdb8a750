import fs from 'node:fs/promises';
import { inject } from 'vitest';
import { runSeeds } from '../../seed/run-seeds';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';

let shared: Promise<DatabaseHandle> | undefined;

async function open(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
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
 * template, or the PostgreSQL server named by TEST_DATABASE_URL. Test files share it and keep
 * their data apart by making their own organisations (unique e-mails), never by order.
 */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= open();
  return shared;
}
