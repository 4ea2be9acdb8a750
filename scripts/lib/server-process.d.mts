import type { ChildProcess } from 'node:child_process';

export type ServerProcessOptions = {
  /** The script to run, from the repository's root; apps/api/src/server.ts by default. */
  entry?: string;
  /** Absent: a temporary folder of its own, removed when it stops. */
  dataDir?: string;
  /** The PostgreSQL server to use; absent: the embedded database in the data folder. */
  databaseUrl?: string;
  /** Settings added last, over the defaults (NODE_ENV, LOG_LEVEL, ALLOW_TEST_PAYMENTS...). */
  env?: Record<string, string | undefined>;
  port?: number;
  /** Node flags added after `--import tsx` (a CPU profile, say). */
  execArgv?: string[];
  /** Ready is the server's first message over an IPC channel instead of /healthz answering. */
  ipc?: boolean;
  /** The server's stdout goes to this file (as a production server's to its collector). */
  logFile?: string;
};

export type ServerProcess = {
  url: string;
  /** Its data folder (embedded database, uploads, mail outbox). */
  dataDir: string;
  pid: number;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** With `ipc`: the server's first message. */
  ready: unknown;
  child: ChildProcess;
  /** What the server printed so far (not what went to `logFile`). */
  output: () => string;
  /** SIGKILL: the process dies mid-whatever, as on a power cut or an OOM kill. */
  kill: () => Promise<void>;
  /** SIGTERM, a clean stop; a data folder it made itself is removed. */
  stop: () => Promise<void>;
};

export function freePort(): Promise<number>;
export function serverCommand(options?: {
  entry?: string;
  env?: Record<string, string | undefined>;
  databaseUrl?: string;
  execArgv?: string[];
}): { entry: string; execArgv: string[]; env: NodeJS.ProcessEnv };
export function startServerProcess(options?: ServerProcessOptions): Promise<ServerProcess>;
