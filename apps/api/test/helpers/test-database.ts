import { runSeeds } from '../../seed/run-seeds';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';

let shared: Promise<DatabaseHandle> | undefined;

/**
 * One migrated, seeded database per test worker: PGlite in memory, or the PostgreSQL server
 * named by TEST_DATABASE_URL. Creating PGlite costs ~5 s, so test files share it and keep
 * their data apart by making their own organisations (unique e-mails), never by order.
 */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    const handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
    await handle.migrate();
    await runSeeds(handle);
    return handle;
  })();
  return shared;
}
