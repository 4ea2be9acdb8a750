import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { contractCalls } from './apps/web/contract-calls.ts';

/**
 * Unit tests (contract, api rules, web) and API tests over HTTP against a real database.
 * Browser journeys have their own config: e2e/vitest.config.ts.
 */
export default defineConfig({
  test: {
    // A worker per core (vitest's default leaves one core to itself): the API tests spend much
    // of their time waiting on the database and on HTTP, so two workers keep two cores busy.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          // apps/web/*.test.ts: the web build's own plugins; bench/: the benches' verdicts
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // callApi's table of calls (virtual:contract-calls), as the web build has it.
        plugins: [contractCalls()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file in a VM context of its own inside a long-lived worker: as isolated as a
          // process per file, without starting and importing anew for each (84 files: about
          // 35 s where forks took about 110 s on this machine).
          pool: 'vmThreads',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          exclude: ['apps/api/test/postgres-only/**'],
          environment: 'node',
          // Files in one worker share its database (test/helpers/test-database.ts), a copy of
          // the one migrated and seeded once for the run.
          globalSetup: ['apps/api/test/helpers/template-database.ts'],
          // on a PostgreSQL server, a database per worker (test/helpers/test-database.ts)
          env: { TEST_DATABASE_PER_WORKER: '1' },
          pool: 'forks',
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The tests of stored files again with STORAGE_URL set: each test server keeps its files
          // in an S3-compatible store of its own, s3rver on loopback (test/helpers/object-store.ts).
          // A test that uploads, reads back, serves or removes a file lives in a `*-files.test.ts`
          // beside its area's other tests, so it runs on disk (api) and in the store (here).
          name: 'api-s3',
          include: ['apps/api/test/**/*-files.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/helpers/template-database.ts'],
          env: { TEST_DATABASE_PER_WORKER: '1', TEST_STORAGE: 's3' },
          pool: 'forks',
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // what only a PostgreSQL server has (npm test runs it when DATABASE_URL is set)
          name: 'postgres',
          include: ['apps/api/test/postgres-only/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 20_000,
          // past the spawner's own 120 s start deadline, which names what the server printed
          hookTimeout: 150_000,
        },
      },
    ],
  },
});
