import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server';
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
  // DATABASE_URL set: the journeys run against that server; else embedded PostgreSQL.
  const databaseUrl = process.env.DATABASE_URL;
  const accounts = await seedAccounts(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
    runId,
  );
  const server = await startAppServer(dataDir, process.env);
  project.provide('baseUrl', server.baseUrl);
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
