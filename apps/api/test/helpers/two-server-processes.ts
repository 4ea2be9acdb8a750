import { afterAll, beforeAll } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { testDatabase } from './test-database';

/**
 * Two server processes on the PostgreSQL database TEST_DATABASE_URL names, started for the
 * file's tests (migrated first, so neither races the other) and stopped after them.
 */
export function twoServerProcesses() {
  const servers = {} as { first: ServerProcess; second: ServerProcess };
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL names the server to test');
    await testDatabase();
    [servers.first, servers.second] = await Promise.all([
      startServerProcess({ databaseUrl: url }),
      startServerProcess({ databaseUrl: url }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([servers.first?.stop(), servers.second?.stop()]);
  });
  return servers;
}
