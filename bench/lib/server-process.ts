import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../scripts/lib/server-process.mjs';
import type { BenchReply, BenchRequest, LoopDelay, ReadyMessage } from './ipc';
import type { LedgerCheck, LedgerSnapshot } from './write-ledger';

type Omitted<T> = T extends unknown ? Omit<T, 'id'> : never;

export type BenchServer = ReadyMessage & {
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

/**
 * Starts bench-server.ts with the one server spawner (production settings, a process of its
 * own) and waits until it says it listens.
 */
export async function startBenchServer(
  options: { databaseUrl?: string; webDistDir?: string } = {},
): Promise<BenchServer> {
  const logPath = path.join(os.tmpdir(), `faith-shield-bench-${process.pid}-${Date.now()}.log`);
  const server = await startServerProcess({
    entry: 'bench/lib/bench-server.ts',
    ipc: true,
    // the server's log lines go to a file, as a production server's stdout goes to its collector
    logFile: logPath,
    env: {
      BENCH_DATABASE_URL: options.databaseUrl,
      BENCH_WEB_DIST_DIR: options.webDistDir,
    },
    // BENCH_CPU_PROF_DIR: a CPU profile of the server, to find where the time goes.
    execArgv: process.env.BENCH_CPU_PROF_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
      : [],
  });
  const ask = ipcClient(server.child);
  return {
    ...(server.ready as ReadyMessage),
    pid: server.pid,
    loopReset: async () => void (await ask({ type: 'loop-reset' })),
    loopRead: () => ask({ type: 'loop-read' }) as Promise<LoopDelay>,
    memory: () => ask({ type: 'memory' }) as Promise<number>,
    verifyLedger: (ledger) => ask({ type: 'verify-ledger', ledger }) as Promise<LedgerCheck>,
    logPath,
    stop: async () => {
      await server.stop();
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
