import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../scripts/lib/server-process.mjs';
import { type FixtureAccount, type FixtureName, seedAccounts } from './seed-accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    accounts: Record<FixtureName, FixtureAccount>;
  }
}

/** Starts the real server, as `npm start` does, on a fresh data folder and a free port. */
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-e2e-'));
  const runId = String(Date.now());
  // The journeys run once, on the embedded database `npm start` uses, even when npm test also
  // runs the API tests on a server (DATABASE_URL); E2E_DATABASE_URL runs them on a server instead.
  const databaseUrl = process.env.E2E_DATABASE_URL;
  const accounts = await seedAccounts(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
    runId,
  );
  const server = await startServerProcess({
    dataDir,
    databaseUrl,
    // e2e/events: a reminder due is sent within a second, not the default minute
    env: { EVENT_REMINDER_EVERY_MS: '1000' },
  });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  project.provide('accounts', accounts);

  return async () => {
    await server.stop();
    const output = server.output();
    if (output.includes('"level":50') || output.includes('"level":60'))
      console.error(`Server errors during the run:\n${output}`);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
