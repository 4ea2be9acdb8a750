import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type FixtureAccount, type FixtureName, seedAccounts } from './seed-accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    accounts: Record<FixtureName, FixtureAccount>;
  }
}

const root = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function waitForHealth(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited while starting:\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within 60 s:\n${log()}`);
}

const withoutDatabaseUrl = ({ DATABASE_URL: _left, ...env }: NodeJS.ProcessEnv) => env;

/** Starts the real server, as `npm start` does, on a fresh data folder and a free port. */
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-e2e-'));
  const port = await freePort();
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
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...withoutDatabaseUrl(process.env),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      NODE_ENV: 'production',
      // the journeys pay with the built-in test provider's cards (no Stripe key here)
      ALLOW_TEST_PAYMENTS: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // e2e/events: a reminder due is sent within a second, not the default minute
      EVENT_REMINDER_EVERY_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('accounts', accounts);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    if (output.includes('"level":50') || output.includes('"level":60'))
      console.error(`Server errors during the run:\n${output}`);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
