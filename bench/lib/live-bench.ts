import type { Database } from '../../apps/api/src/db/database';
import { openDatabase } from '../../apps/api/src/db/database';
import { measureCeiling } from './host-ceiling';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres';
import { type BenchServer, startBenchServer } from './server-process';

export type LiveBench<Seeded> = {
  first: BenchServer;
  second: BenchServer;
  seeded: Seeded;
  /** Which PostgreSQL server it ran on, for the results file. */
  database: 'a private PostgreSQL server' | 'DATABASE_URL';
  stop: () => Promise<void>;
};

/**
 * The live benches' stage (bench:chat, bench:alert): the PostgreSQL server DATABASE_URL names,
 * else a private one (lib/private-postgres.ts), migrated and seeded by `seed`, and two bench
 * server processes on it, each seeding only one owner of its own.
 */
export async function startLiveBench<Seeded>(
  seed: (db: Database) => Promise<Seeded>,
): Promise<LiveBench<Seeded>> {
  let throwaway: PrivatePostgres | undefined;
  const servers: BenchServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await throwaway?.destroy();
  };
  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      throwaway = await startPrivatePostgres();
      databaseUrl = throwaway.url;
    }
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    await database.migrate();
    const seeded = await seed(database.db);
    await database.close();
    process.env.BENCH_OWNERS = '1';
    process.env.BENCH_LOGIN_ACCOUNTS = '1';
    servers.push(
      ...(await Promise.all([startBenchServer({ databaseUrl }), startBenchServer({ databaseUrl })])),
    );
    const [first, second] = servers as [BenchServer, BenchServer];
    return {
      first,
      second,
      seeded,
      database: throwaway ? 'a private PostgreSQL server' : 'DATABASE_URL',
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Runs `measure` between two measures of the host's ceiling on `server`'s bare route: its
 * neighbours' load moves while a bench runs. The mean is what time budgets are scaled by.
 */
export async function betweenCeilings<Figures>(server: BenchServer, measure: () => Promise<Figures>) {
  const before = await measureCeiling(server.bareUrl);
  const figures = await measure();
  const after = await measureCeiling(server.bareUrl);
  return { figures, ceiling: { before, after, mean: Math.round((before + after) / 2) } };
}
