import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { Unlisten } from '../../db/notices';
import type { ReadCache } from './read-cache';

/** The channel the database's triggers announce changes on (drizzle/0002_change-feed.sql). */
export const CHANGE_CHANNEL = 'organisation_changed';
const SETTLE_PREFIX = 'settle:';
const SETTLE_TIMEOUT_MS = 2_000;
const PING_PREFIX = 'ping:';
const PONG_PREFIX = 'pong:';
/** Longest wait for every server to confirm; a server that is down or cut off is not waited for longer. */
const EVERY_SERVER_TIMEOUT_MS = 1_000;

/** The servers listening to the change feed now: each holds one idle connection whose last query was the LISTEN. */
const LISTENERS_SQL = `select count(*)::int as listeners from pg_stat_activity
  where datname = current_database() and query ilike 'LISTEN %${CHANGE_CHANNEL}%'`;

export type ChangeFeed = {
  /**
   * Resolves once every change committed before the call has reached this server's cache, so
   * a write's answer is never followed by a stale read on the same server.
   */
  settle: () => Promise<void>;
  /**
   * Resolves once every server listening has heard every change committed before the call (or
   * after 1 s): an operator's content edit answers only when no server can still answer from
   * before it (docs/decisions/023). Each server answers a ping with a pong, and hears the ping
   * only after the earlier notices, since PostgreSQL delivers them in commit order.
   */
  settleEverywhere: () => Promise<void>;
  close: Unlisten;
};

/**
 * Keeps the read cache in step with the database: each organisation the triggers name is
 * forgotten, '*' forgets all. On a PostgreSQL server the notices come over a connection of
 * their own, from every server; the embedded database hears them before the write returns.
 */
export async function connectChangeFeed(
  database: DatabaseHandle,
  cache: ReadCache,
  log: FastifyBaseLogger,
): Promise<ChangeFeed> {
  const settling = new Map<string, () => void>();
  const settleAll = () => {
    for (const done of settling.values()) done();
    settling.clear();
  };
  const pongsAwaited = new Map<string, () => void>();
  let cutOff = false;
  const close = await database.listen(CHANGE_CHANNEL, {
    onListening: () => {
      if (cutOff) log.info('change feed listening again');
      cutOff = false;
      cache.setLive(true);
    },
    onNotice: (payload) => {
      if (payload === '*') cache.forgetAll();
      else if (payload.startsWith(SETTLE_PREFIX)) settling.get(payload.slice(SETTLE_PREFIX.length))?.();
      else if (payload.startsWith(PING_PREFIX))
        database
          .notify(CHANGE_CHANNEL, `${PONG_PREFIX}${payload.slice(PING_PREFIX.length)}`)
          .catch((err: unknown) => log.warn({ err }, 'change feed: could not answer a ping'));
      else if (payload.startsWith(PONG_PREFIX)) pongsAwaited.get(payload.slice(PONG_PREFIX.length))?.();
      else cache.forgetOrganisation(payload);
    },
    onCutOff: (err) => {
      cutOff = true;
      log.warn({ err }, 'change feed cut off: reads bypass the cache until it is back');
      cache.setLive(false);
      settleAll();
    },
  });

  const settleOnServer = async () => {
    if (!cache.isLive) return; // nothing is kept meanwhile
    const id = randomUUID();
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        log.warn('change feed silent: the read cache starts afresh');
        cache.forgetAll();
        done();
      }, SETTLE_TIMEOUT_MS);
      const done = () => {
        clearTimeout(timer);
        settling.delete(id);
        resolve();
      };
      settling.set(id, done);
    });
    await database.notify(CHANGE_CHANNEL, `${SETTLE_PREFIX}${id}`).catch((err: unknown) => {
      log.warn({ err }, 'change feed unreachable: the read cache starts afresh');
      cache.forgetAll();
      settling.get(id)?.();
    });
    await heard;
  };

  const settleEverywhere = async () => {
    // both drivers answer { rows }; the generic database type cannot say so
    const result = await database.db.execute(sql.raw(LISTENERS_SQL));
    const [row] = (result as unknown as { rows: { listeners: number }[] }).rows;
    const listeners = row?.listeners ?? 0;
    if (listeners === 0) return;
    const id = randomUUID();
    let pongs = 0;
    const everyone = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        log.warn({ heard: pongs, listeners }, 'change feed: not every server confirmed within 1 s');
        done();
      }, EVERY_SERVER_TIMEOUT_MS);
      const done = () => {
        clearTimeout(timer);
        pongsAwaited.delete(id);
        resolve();
      };
      pongsAwaited.set(id, () => {
        pongs += 1;
        if (pongs >= listeners) done();
      });
    });
    await database.notify(CHANGE_CHANNEL, `${PING_PREFIX}${id}`);
    await everyone;
  };

  return {
    settle: database.kind === 'pglite' ? async () => undefined : settleOnServer,
    // one process on the embedded database: it heard the change before the write returned
    settleEverywhere: database.kind === 'pglite' ? async () => undefined : settleEverywhere,
    close: async () => {
      cache.setLive(false);
      settleAll();
      await close();
    },
  };
}
