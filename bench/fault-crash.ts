import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/database';
import { readArgs } from './lib/args';
import { type CrashLedger, crashWriters } from './lib/crash-writers';
import { startRealServer } from './lib/real-server';
import { writeResults } from './lib/results-file';
import { verifyWrites } from './lib/verify-writes';

/**
 * `npm run fault:crash`: the real server (as `npm start` runs it) takes a stream of
 * acknowledged writes — waitlist entries and profile updates from several owners at once —
 * and is killed with SIGKILL mid-stream, then started again on the same data, several times.
 * It must start cleanly each time, and every write it acknowledged must be there; a write in
 * flight at the kill is either whole or absent. On the embedded database always; on the
 * PostgreSQL server at DATABASE_URL too, when set. Exits 1 on any loss.
 */
const args = readArgs();
const ROUNDS = args.has('--short') ? 1 : 3;
const WRITERS = 8;

type Outcome = {
  database: string;
  rounds: number;
  acknowledged: { waitlist: number; profiles: number };
  restartMs: number[];
  waitlistMissing: string[];
  profilesWrong: { email: string; expected: string[]; found: string | null }[];
};

async function crashRun(database: 'pglite' | 'postgres', databaseUrl?: string): Promise<Outcome> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-crash-'));
  const ledger: CrashLedger = { waitlist: [], profiles: new Map() };
  const restartMs: number[] = [];
  try {
    let server = await startRealServer({ dataDir, databaseUrl });
    const writers = await crashWriters(server.url, WRITERS, ledger);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const writing = writers.run(server.url);
      // killed somewhere in the middle of the stream, not at a round number of writes
      await new Promise((resolve) => setTimeout(resolve, 2_000 + Math.random() * 2_000));
      await server.kill();
      await writing;
      const started = Date.now();
      server = await startRealServer({ dataDir, databaseUrl });
      restartMs.push(Date.now() - started);
    }
    await server.stop(); // the embedded database opens in one process only: this one reads it next

    const handle = await openDatabase(
      databaseUrl
        ? { kind: 'postgres', url: databaseUrl }
        : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
    );
    try {
      const found = await verifyWrites(
        handle.db,
        ledger.waitlist,
        [...ledger.profiles].map(([email, names]) => ({ email, firstName: names.acknowledged ?? '' })),
      );
      // a write in flight at the kill may have landed whole: either name is right
      const profilesWrong = found.profilesWrong
        .map((wrong) => {
          const names = ledger.profiles.get(wrong.email);
          const expected = [names?.acknowledged, ...(names?.inFlight ?? [])].filter((name): name is string =>
            Boolean(name),
          );
          return { email: wrong.email, expected, found: wrong.found };
        })
        .filter((wrong) => !wrong.found || !wrong.expected.includes(wrong.found));
      return {
        database,
        rounds: ROUNDS,
        acknowledged: { waitlist: ledger.waitlist.length, profiles: writers.profileWrites() },
        restartMs,
        waitlistMissing: found.waitlistMissing,
        profilesWrong,
      };
    } finally {
      await handle.close();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const runs: Outcome[] = [await crashRun('pglite')];
  if (process.env.DATABASE_URL) runs.push(await crashRun('postgres', process.env.DATABASE_URL));
  let failed = false;
  for (const run of runs) {
    const lost = run.waitlistMissing.length + run.profilesWrong.length;
    failed ||= lost > 0;
    console.log(
      `${run.database}: ${run.rounds} × SIGKILL mid-stream; acknowledged ${run.acknowledged.waitlist} waitlist entries and ${run.acknowledged.profiles} profile updates; restarted cleanly in ${run.restartMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}; lost ${lost}${lost ? ' ✗' : ' ✓'}`,
    );
    for (const email of run.waitlistMissing.slice(0, 5)) console.log(`  missing waitlist entry ${email}`);
    for (const wrong of run.profilesWrong.slice(0, 5))
      console.log(
        `  ${wrong.email}: first_name ${wrong.found}, expected one of ${wrong.expected.join(', ')}`,
      );
  }
  await writeResults('fault-crash', { runs });
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
