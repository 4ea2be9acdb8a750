import { existsSync } from 'node:fs';
import path from 'node:path';
import { runSeeds } from '../seed/run-seeds';
import { appConfig, buildApp } from './app';
import { openDatabase } from './db/database';
import { serveBackups } from './infra/backup/backup-socket';
import { ConfigError, loadConfig } from './infra/config';

/** A stopping server lets go of its listener once no request came for this long. */
const DRAIN_QUIET_MS = 1_000;
const DRAIN_QUIET_STEP_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a stopping server lets requests under way finish. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Start-up: configuration, database, migrations, seeds, then listen. Ctrl-C stops cleanly. */
async function main() {
  // A .env file beside the command is read the way the README's configuration table says.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = appConfig(loadConfig());
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );
  const migrations = await database.migrate();
  const seeded = await runSeeds(database);
  const app = await buildApp({ config, database });
  // several servers starting at once: one of them applies the migrations, the others none
  app.log.info({ migrations }, 'migrations applied');
  if (seeded.length > 0) app.log.info({ seeded }, 'seed content applied');
  await serveBackups(app, database, config.dataDir);

  // the requests other than the balancer's health checks, for the stop's quiet wait
  let requestsSeen = 0;
  app.addHook('onRequest', async (request) => {
    if (request.url !== '/healthz') requestsSeen += 1;
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    // Behind a load balancer (SIGTERM): not ready first, still serving, until its health checks
    // have seen it; then the live sockets are told to reconnect elsewhere. Ctrl-C stops at once.
    const { draining } = app.deps;
    draining.start();
    if (signal === 'SIGTERM' && config.DRAIN_NOTICE_MS > 0) {
      await sleep(config.DRAIN_NOTICE_MS);
      // a balancer whose checks are slow (a busy host) may still be sending: wait until it has
      // stopped, so no connection it opens meets a closed listener (at most as long again).
      // Quiet is counted in short waits with the connections read between them, not by the
      // clock: after a stalled moment, connections already queued would otherwise look quiet.
      const until = Date.now() + config.DRAIN_NOTICE_MS;
      let quietMs = 0;
      while (quietMs < DRAIN_QUIET_MS && Date.now() < until) {
        const seen = requestsSeen;
        await sleep(DRAIN_QUIET_STEP_MS);
        await new Promise((resolve) => setImmediate(resolve));
        quietMs = requestsSeen === seen ? quietMs + DRAIN_QUIET_STEP_MS : 0;
      }
    }
    draining.releaseSockets();
    // Requests under way may finish; a download the client stopped reading (a paused video)
    // would hold the stop forever, so after the grace period every connection is cut.
    const cut = setTimeout(() => {
      app.log.warn('connections still open after the grace period: closing them');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    await app.close();
    clearTimeout(cut);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ database: database.kind, url: config.publicUrl }, 'Faith Shield is serving');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Faith Shield could not start:', error);
  }
  process.exit(1);
});
