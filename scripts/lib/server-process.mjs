// @ts-check
// The one way to run the server in a process of its own: `npm start`, the API tests that need
// several processes or a real stop, the browser journeys, the benches and the fault and scan
// runs. Plain JavaScript: `npm start` uses it before anything is installed.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = 'apps/api/src/server.ts';

/** A free loopback port. @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });

/**
 * The server's command and settings: production settings, the built-in test payment provider
 * allowed (no Stripe key here) unless `env` says otherwise; the caller's DATABASE_URL is not
 * passed on (absent `databaseUrl`: the embedded database in DATA_DIR).
 * @param {{ entry?: string, env?: Record<string, string | undefined>, databaseUrl?: string, execArgv?: string[] }} options
 */
export function serverCommand(options = {}) {
  const { DATABASE_URL: _callers, ...inherited } = process.env;
  return {
    entry: path.resolve(repoRoot, options.entry ?? SERVER_ENTRY),
    execArgv: ['--import', 'tsx', ...(options.execArgv ?? [])],
    /** @type {NodeJS.ProcessEnv} */
    env: {
      ...inherited,
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
  };
}

/**
 * Starts the server (apps/api/src/server.ts: migrations, seeds, jobs; or `entry`) on a free
 * port with a data folder, and resolves once it is ready: /healthz answers, or, with `ipc`, its
 * first message (then the message is `ready` and `send` talks to it).
 * @param {import('./server-process.d.mts').ServerProcessOptions} [options]
 * @returns {Promise<import('./server-process.d.mts').ServerProcess>}
 */
export async function startServerProcess(options = {}) {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await fsp.mkdtemp(path.join(os.tmpdir(), 'faith-shield-process-')));
  const port = options.port ?? (await freePort());
  const command = serverCommand({
    ...options,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env },
  });
  const logFd = options.logFile ? fs.openSync(options.logFile, 'w') : undefined;
  const output = logFd === undefined ? 'pipe' : logFd;
  const child = options.ipc
    ? fork(command.entry, [], {
        cwd: repoRoot,
        execArgv: command.execArgv,
        env: command.env,
        stdio: ['ignore', output, logFd === undefined ? 'pipe' : 'inherit', 'ipc'],
      })
    : spawn(process.execPath, [...command.execArgv, command.entry], {
        cwd: repoRoot,
        env: command.env,
        stdio: ['ignore', output, logFd === undefined ? 'pipe' : 'inherit'],
      });
  if (logFd !== undefined) fs.closeSync(logFd);
  let printed = '';
  child.stdout?.on('data', (chunk) => {
    printed += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    printed += chunk;
  });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const signal = async (/** @type {NodeJS.Signals} */ name) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  // generous: a first start migrates and seeds, on a machine other work may share
  const deadline = Date.now() + 120_000;
  const ready = options.ipc
    ? await new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          reject(new Error(`the server did not start within 120 s:\n${printed}`));
        }, deadline - Date.now());
        child.once('exit', (code) => reject(new Error(`the server exited with code ${code}:\n${printed}`)));
        child.once('message', (message) => {
          clearTimeout(timer);
          resolve(message);
        });
      })
    : await untilHealthy(child, url, deadline, () => printed);
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    exited,
    ready,
    child,
    output: () => printed,
    kill: () => signal('SIGKILL'),
    stop: async () => {
      // a server that does not stop within its grace period is ended
      const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await signal('SIGTERM');
      clearTimeout(force);
      if (ownsDataDir) await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} url
 * @param {number} deadline
 * @param {() => string} printed
 */
async function untilHealthy(child, url, deadline, printed) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${printed()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within 120 s:\n${printed()}`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
