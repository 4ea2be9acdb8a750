import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { Unlisten } from '../../db/notices';
import type { ReadCache } from './read-cache';

/** The channel the database's triggers announce changes on (drizzle/0002_change-feed.sql). */
export const CHANGE_CHANNEL = 'organisation_changed';
const SETTLE_PREFIX = 'settle:';
const SETTLE_TIMEOUT_MS = 2_000;

export type ChangeFeed = {
  /**
   * Resolves once every change committed before the call has reached this server's cache, so
   * a write's answer is never followed by a stale read on the same server.
   */
  settle: () => Promise<void>;
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

  return {
    settle: database.kind === 'pglite' ? async () => undefined : settleOnServer,
    close: async () => {
      cache.setLive(false);
      settleAll();
      await close();
    },
  };
}
