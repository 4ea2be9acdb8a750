import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { runSeeds } from '../../apps/api/seed/run-seeds';
import { appConfig, buildApp } from '../../apps/api/src/app';
import { openDatabase } from '../../apps/api/src/db/database';
import { loadConfig } from '../../apps/api/src/infra/config';
import type { BenchReply, BenchRequest, ReadyMessage } from './ipc';
import { BENCH_PASSWORD, BENCH_PICTURE, seedBenchData } from './seed-bench-data';
import { verifyLedger } from './verify-ledger';

/**
 * The server under test, in a process of its own so the load generator does not share its
 * event loop: the real app (production settings) on the embedded database in a temporary
 * DATA_DIR, or on BENCH_DATABASE_URL, plus a bare Fastify route as the ceiling.
 */
async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const config = appConfig(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      // The load comes from one loopback address; X-Forwarded-For spreads it over many
      // client addresses so the per-address limits of login and add_wait_list stay as they
      // are in production and still let the run through (bench/README.md).
      TRUST_PROXY: 'true',
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      ALLOW_TEST_PAYMENTS: process.env.ALLOW_TEST_PAYMENTS ?? 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    // bench:web serves a build of the web app; the API benches need none.
    { webDistDir: process.env.BENCH_WEB_DIST_DIR ?? null },
  );
  const database = await openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
  );
  await database.migrate();
  await runSeeds(database);
  // the seeded items' picture, a real PNG: a missing one is a console error in bench:web's audits
  await fs.mkdir(path.join(dataDir, 'uploads'), { recursive: true });
  await fs.copyFile(
    path.resolve(import.meta.dirname, '../../apps/web/public/apple-touch-icon.png'),
    path.join(dataDir, BENCH_PICTURE),
  );
  const seeded = await seedBenchData(database.db, {
    owners: Number(process.env.BENCH_OWNERS ?? 64),
    loginAccounts: Number(process.env.BENCH_LOGIN_ACCOUNTS ?? 300),
  });

  // Logs go to stdout as in production; the bench points stdout at a file (server-process.ts).
  const app = await buildApp({ config, database, jobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 1, message: 'ok' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  // Each sample is the time between 1 ms timer ticks: it overstates a delay by up to 1 ms.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();

  const urlOf = (server: typeof bare) => {
    const address = server.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };

  const answer = async (request: BenchRequest): Promise<unknown> => {
    switch (request.type) {
      case 'loop-reset':
        loop.reset();
        return null;
      case 'loop-read':
        return {
          p50Ms: loop.percentile(50) / 1e6,
          p99Ms: loop.percentile(99) / 1e6,
          maxMs: loop.max / 1e6,
        };
      case 'memory':
        return process.memoryUsage().rss;
      case 'verify-ledger':
        return verifyLedger(database.db, request.ledger);
    }
  };

  process.on('message', (message: BenchRequest) => {
    void answer(message).then(
      (result) => process.send?.({ id: message.id, result } satisfies BenchReply),
      (error: unknown) => process.send?.({ id: message.id, result: { error: String(error) } }),
    );
  });

  let isStopping = false;
  const stop = async () => {
    if (isStopping) return;
    isStopping = true;
    await Promise.allSettled([app.close(), bare.close()]);
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('disconnect', () => void stop());

  const ready: ReadyMessage = {
    type: 'ready',
    url: urlOf(app as unknown as typeof bare),
    bareUrl: urlOf(bare),
    database: database.kind,
    owner: seeded.owners[0] ?? { email: '', token: '' },
    member: seeded.member,
    owners: seeded.owners,
    loginEmails: seeded.loginEmails,
    password: BENCH_PASSWORD,
    roster: seeded.roster,
  };
  process.send?.(ready);
}

main().catch((error: unknown) => {
  console.error('bench server could not start:', error);
  process.exit(1);
});
