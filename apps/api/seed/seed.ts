import type { DatabaseHandle } from '../src/db/database';

export type Transaction = Parameters<Parameters<DatabaseHandle['db']['transaction']>[0]>[0];

/** One versioned seed: applied once, ever, in one transaction (run-seeds.ts). */
export type Seed = { name: string; apply: (tx: Transaction) => Promise<void> };
