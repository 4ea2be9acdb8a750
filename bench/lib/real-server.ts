import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export type RealServer = {
  url: string;
  pid: number;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What the server printed so far. */
  output: () => string;
  /** SIGKILL: the process dies mid-whatever, as on a power cut or an OOM kill. */
  kill: () => Promise<void>;
  /** SIGTERM: a clean stop. */
  stop: () => Promise<void>;
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * The real server as `npm start` runs it (apps/api/src/server.ts: migrations, seeds, jobs) in
 * a process of its own on `dataDir`, or on the PostgreSQL server at `databaseUrl`; resolves
 * once /healthz answers.
 */
export async function startRealServer(options: {
  dataDir: string;
  databaseUrl?: string;
  port?: number;
}): Promise<RealServer> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    // one loopback client stands for many: X-Forwarded-For spreads the per-address limits
    TRUST_PROXY: 'true',
    ALLOW_TEST_PAYMENTS: 'true',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
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
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /healthz within 120 s:\n${output}`);
    const ok = await fetch(`${url}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    url,
    pid: child.pid ?? 0,
    exited,
    output: () => output,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}
