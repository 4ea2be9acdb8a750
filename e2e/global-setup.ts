import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeDataDirTemplate, newDataDir } from '../apps/api/test/helpers/data-dir-template';
import { startServerProcess } from '../scripts/lib/server-process.mjs';
import { type FixtureAccount, type FixtureName, seedAccounts } from './seed-accounts';
import { JOURNEY_WORKERS } from './vitest.config';

/** One journeys worker's own server: its address, data folder and fixture accounts. */
export type JourneyServer = {
  baseUrl: string;
  dataDir: string;
  accounts: Record<FixtureName, FixtureAccount>;
};

declare module 'vitest' {
  export interface ProvidedContext {
    servers: JourneyServer[];
  }
}

/**
 * Starts the real server, as `npm start` does, on a fresh data folder and a free port, one for
 * each journeys worker (e2e/vitest.config.ts), so workers share no data: each journey sees what
 * it would on a server of its own.
 */
export default async function setup(project: TestProject) {
  // The journeys run once, on the embedded database `npm start` uses, even when npm test also
  // runs the API tests on a server (DATABASE_URL); E2E_DATABASE_URL runs them on a server
  // instead, one worker then (its data is not split between workers).
  const databaseUrl = process.env.E2E_DATABASE_URL;
  const count = databaseUrl ? 1 : JOURNEY_WORKERS;
  const template = await makeDataDirTemplate();
  project.provide('dataDirTemplate', template);
  const started = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const dataDir = await newDataDir('faith-shield-e2e-', template);
      const accounts = await seedAccounts(
        databaseUrl
          ? { kind: 'postgres', url: databaseUrl }
          : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
        `${Date.now()}-${index}`,
      );
      const server = await startServerProcess({
        dataDir,
        databaseUrl,
        // e2e/events: a reminder due is sent within a second, not the default minute
        env: { EVENT_REMINDER_EVERY_MS: '1000' },
      });
      return { server, dataDir, accounts };
    }),
  );
  project.provide(
    'servers',
    started.map(({ server, dataDir, accounts }) => ({ baseUrl: server.url, dataDir, accounts })),
  );

  return async () => {
    for (const { server, dataDir } of started) {
      await server.stop();
      const output = server.output();
      if (output.includes('"level":50') || output.includes('"level":60'))
        console.error(`Server errors during the run:\n${output}`);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    await fs.rm(template, { recursive: true, force: true });
  };
}
