import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchReply, BenchRequest, LoopDelay, ReadyMessage } from './ipc';
import type { LedgerCheck, LedgerSnapshot } from './write-ledger';

type Omitted<T> = T extends unknown ? Omit<T, 'id'> : never;

export type ServerProcess = ReadyMessage & {
  pid: number;
  /** The server's log (kept after the run when BENCH_KEEP_LOG is set). */
  logPath: string;
  loopReset: () => Promise<void>;
  loopRead: () => Promise<LoopDelay>;
  /** Resident memory of the server process, in bytes. */
  memory: () => Promise<number>;
  /** Reads the database (which the server process owns) for every write of the ledger. */
  verifyLedger: (ledger: LedgerSnapshot) => Promise<LedgerCheck>;
  stop: () => Promise<void>;
};

const entry = path.join(import.meta.dirname, 'bench-server.ts');

/** Starts bench-server.ts in its own process (production settings) and waits until it listens. */
export async function startServerProcess(
  options: { databaseUrl?: string; webDistDir?: string } = {},
): Promise<ServerProcess> {
  // Production settings; the benches pay with the built-in test provider (no Stripe key).
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.BENCH_DATABASE_URL = options.databaseUrl;
  if (options.webDistDir) env.BENCH_WEB_DIST_DIR = options.webDistDir;
  const logPath = path.join(os.tmpdir(), `faith-shield-bench-${process.pid}-${Date.now()}.log`);
  const logFd = fs.openSync(logPath, 'w');
  const child = fork(entry, [], {
    // BENCH_CPU_PROF_DIR: a CPU profile of the server, to find where the time goes.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
        : []),
    ],
    env,
    // The server's log lines go to a file, as a production server's stdout goes to its collector.
    stdio: ['ignore', logFd, 'inherit', 'ipc'],
  });
  fs.closeSync(logFd);
  const ready = await new Promise<ReadyMessage>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench server did not start within 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code}`)));
    child.once('message', (message: ReadyMessage) => {
      clearTimeout(timer);
      resolve(message);
    });
  });
  const ask = ipcClient(child);
  return {
    ...ready,
    pid: child.pid ?? 0,
    loopReset: async () => void (await ask({ type: 'loop-reset' })),
    loopRead: () => ask({ type: 'loop-read' }) as Promise<LoopDelay>,
    memory: () => ask({ type: 'memory' }) as Promise<number>,
    verifyLedger: (ledger) => ask({ type: 'verify-ledger', ledger }) as Promise<LedgerCheck>,
    logPath,
    stop: async () => {
      await stopChild(child);
      if (!process.env.BENCH_KEEP_LOG) fs.rmSync(logPath, { force: true });
    },
  };
}

function ipcClient(child: ChildProcess) {
  let next = 0;
  const pending = new Map<number, (result: unknown) => void>();
  child.on('message', (message: BenchReply) => {
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  });
  return (request: Omitted<BenchRequest>) =>
    new Promise<unknown>((resolve) => {
      next += 1;
      pending.set(next, resolve);
      child.send({ ...request, id: next });
    });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
