import type { LedgerSnapshot } from './write-ledger';

/** Messages between a bench script and the server process it started (Node's IPC channel). */
export type BenchRequest =
  | { id: number; type: 'loop-reset' }
  | { id: number; type: 'loop-read' }
  | { id: number; type: 'memory' }
  | { id: number; type: 'verify-ledger'; ledger: LedgerSnapshot };

export type LoopDelay = { p50Ms: number; p99Ms: number; maxMs: number };

export type BenchAccount = { email: string; token: string };

/** The duty roster's own organisation (seed-bench-roster.ts): its owner, a member, the full board's event. */
export type BenchRoster = { owner: BenchAccount; member: BenchAccount; eventId: string };

/** What the server process tells once it listens. */
export type ReadyMessage = {
  type: 'ready';
  url: string;
  bareUrl: string;
  database: 'pglite' | 'postgres';
  /** An owner with a session: the authenticated reads. */
  owner: BenchAccount;
  /** A sub user of that owner's team with a session: the sub user's reads. */
  member: BenchAccount;
  /** Owners with sessions, one per soak connection (writes of one owner stay in order). */
  owners: BenchAccount[];
  /** Accounts that share one password, for the login run (limits count per e-mail). */
  loginEmails: string[];
  password: string;
  roster: BenchRoster;
};

export type BenchReply = { id: number; result: unknown };
