import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export type ServerProcess = {
  url: string;
  /** Its data folder (embedded database, uploads, mail outbox). */
  dataDir: string;
  pid: number;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What the server printed so far. */
  output: () => string;
  /** SIGKILL: the process dies mid-whatever, as on a power cut or an OOM kill. */
  kill: () => Promise<void>;
  /** SIGTERM, a clean stop; a data folder it made itself is removed. */
  stop: () => Promise<void>;
};

export type ServerProcessOptions = {
  /** Absent: a temporary folder of its own, removed when it stops. */
  dataDir?: string;
  /** The PostgreSQL server to use; absent: the embedded database in the data folder (the caller's DATABASE_URL is not passed on). */
  databaseUrl?: string;
  /** Settings added last, over the defaults (NODE_ENV, LOG_LEVEL, TRUST_PROXY, keys...). */
  env?: Record<string, string | undefined>;
  port?: number;
};

/**
 * The real server as `npm start` runs it (apps/api/src/server.ts: migrations, seeds, jobs) in
 * a process of its own, with production settings and the built-in test payment provider (no
 * Stripe key here), on a free port; resolves once /healthz answers. The one spawner of the API
 * tests (several processes on one database), the browser journeys and the bench's fault runs.
 */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-process-')));
  const port = options.port ?? (await freePort());
  const { DATABASE_URL: _callers, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // generous: a first start migrates and seeds, on a machine other work may share
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within 120 s:\n${output}`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    exited,
    output: () => output,
    kill: () => signal('SIGKILL'),
    stop: async () => {
      await signal('SIGTERM');
      if (ownsDataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
