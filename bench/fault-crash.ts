import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/database';
import { startServerProcess } from '../scripts/lib/server-process.mjs';
import { readArgs } from './lib/args';
import { MANY_CLIENTS_ENV } from './lib/client-address';
import { crashWriters } from './lib/crash-writers';
import { writeResults } from './lib/results-file';
import { lostCount, NEVER_WRITTEN_COUNT, neverWritten, verifyLedger } from './lib/verify-ledger';
import { type LedgerCheck, WriteLedger } from './lib/write-ledger';

/**
 * `npm run fault:crash`: the real server (as `npm start` runs it) takes a stream of
 * acknowledged writes from several owners at once — profile updates, waitlist entries, and
 * each operations feature's writes (events, headcounts, inventory with images, certificates,
 * chat, risk answers) —
 * and is killed with SIGKILL mid-stream, then started again on the same data, several times.
 * It must start cleanly each time, and every write it acknowledged must be there; a write in
 * flight at the kill is either whole or absent. On the embedded database always; on the
 * PostgreSQL server at DATABASE_URL too, when set (`--database pglite|postgres`: only that
 * one). `--short`: one kill instead of three. Exits 1 on any loss.
 */
const args = readArgs();
const ROUNDS = args.has('--short') ? 1 : 3;
const WRITERS = 8;
/** After every kind of write has been acknowledged in a round, the kill comes within this. */
const KILL_WITHIN_MS = args.has('--short') ? 2_000 : 4_000;

/** Resolves once each kind of write has been acknowledged since `before` (at most 120 s). */
async function everyKindAcknowledged(ledger: WriteLedger, before: Record<string, number>) {
  const deadline = Date.now() + 120_000;
  while (Object.entries(ledger.counts()).some(([kind, count]) => count <= (before[kind] ?? 0))) {
    if (Date.now() > deadline)
      throw new Error(`not every kind of write was acknowledged: ${JSON.stringify(ledger.counts())}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Outcome = {
  database: string;
  rounds: number;
  acknowledged: Record<string, number>;
  restartMs: number[];
  lost: number;
  check: LedgerCheck;
};

async function crashRun(database: 'pglite' | 'postgres', databaseUrl?: string): Promise<Outcome> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-crash-'));
  const ledger = new WriteLedger();
  const restartMs: number[] = [];
  try {
    let server = await startServerProcess({ dataDir, databaseUrl, env: MANY_CLIENTS_ENV });
    const writers = await crashWriters(server.url, WRITERS, ledger);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const before = ledger.counts();
      const writing = writers.run(server.url);
      await everyKindAcknowledged(ledger, before);
      // killed somewhere in the middle of the stream, not at a round number of writes
      await new Promise((resolve) => setTimeout(resolve, Math.random() * KILL_WITHIN_MS));
      await server.kill();
      await writing;
      const started = Date.now();
      server = await startServerProcess({ dataDir, databaseUrl, env: MANY_CLIENTS_ENV });
      restartMs.push(Date.now() - started);
    }
    await server.stop(); // the embedded database opens in one process only: this one reads it next

    const handle = await openDatabase(
      databaseUrl
        ? { kind: 'postgres', url: databaseUrl }
        : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
    );
    try {
      const snapshot = ledger.snapshot();
      const check = await verifyLedger(handle.db, snapshot);
      const caught = lostCount(await verifyLedger(handle.db, neverWritten(snapshot)));
      if (caught !== NEVER_WRITTEN_COUNT)
        throw new Error(
          `the check found ${caught} of ${NEVER_WRITTEN_COUNT} writes never made: it cannot be trusted`,
        );
      return {
        database,
        rounds: ROUNDS,
        acknowledged: ledger.counts(),
        restartMs,
        lost: lostCount(check),
        check,
      };
    } finally {
      await handle.close();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  // `--database postgres` (or pglite): only that one, as CI runs the server's apart
  const only = args.value('--database');
  const runs: Outcome[] = [];
  if (only !== 'postgres') runs.push(await crashRun('pglite'));
  if (only !== 'pglite' && process.env.DATABASE_URL)
    runs.push(await crashRun('postgres', process.env.DATABASE_URL));
  if (runs.length === 0) throw new Error('--database postgres needs DATABASE_URL');
  let failed = false;
  for (const run of runs) {
    failed ||= run.lost > 0;
    const written = Object.entries(run.acknowledged)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ');
    console.log(
      `${run.database}: ${run.rounds} × SIGKILL mid-stream; acknowledged ${written}; restarted cleanly in ${run.restartMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}; lost ${run.lost}${run.lost ? ' ✗' : ' ✓'}`,
    );
    for (const [kind, values] of Object.entries(run.check.missing))
      for (const value of values.slice(0, 5)) console.log(`  missing ${kind}: ${value}`);
    for (const wrong of run.check.wrong.slice(0, 5))
      console.log(
        `  ${wrong.kind} ${wrong.key}: holds ${wrong.found}, expected one of ${wrong.accepted.join(', ')}`,
      );
  }
  await writeResults('fault-crash', { runs });
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
