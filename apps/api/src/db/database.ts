import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { NoticeHandlers, Unlisten } from './notices';
import { listenOnServer } from './pg-listener';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs the migrations; on a shared server, one process at a time (an advisory lock): of
   * several starting at once, one applies them and the others find nothing left. Answers how
   * many this call applied.
   */
  migrate: () => Promise<number>;
  /** Runs `work` while holding a cluster-wide lock (a no-op guard on the embedded database). */
  withLock: <T>(key: number, work: () => Promise<T>) => Promise<T>;
  /** LISTEN on `channel`; resolves once listening. */
  listen: (channel: string, handlers: NoticeHandlers) => Promise<Unlisten>;
  /** NOTIFY `channel` (at once: outside any transaction). */
  notify: (channel: string, payload: string) => Promise<void>;
  /** The embedded database's files as one gzipped tar, consistent (a backup while it runs). */
  dumpDataDir?: () => Promise<Blob>;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options.url) : openPglite(options);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // A lost server fails a request within the time limit instead of holding it (503, Retry-After).
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection the server dropped (it died, or was told to stop) emits 'error': on an idle one
  // the pool's, on one held by a transaction between statements the client's own. Without a
  // listener either ends the process; the query that next uses it fails instead (503).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const withLock = async <T>(key: number, work: () => Promise<T>) => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [key]);
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: () =>
      withLock(MIGRATION_LOCK, () =>
        countingApplied(
          async (text) => (await pool.query<{ count: unknown }>(text)).rows,
          () => migratePg(drizzlePg(pool), { migrationsFolder }),
        ),
      ),
    withLock,
    listen: (channel, handlers) => listenOnServer(url, channel, handlers),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  if (options.dataDir) await fs.mkdir(options.dataDir, { recursive: true });
  // One process only may open a data directory (TOOLING.md): the server owns it.
  // an undefined folder would make PGlite ignore its options (loadDataDir among them)
  const client = new PGlite(
    options.dataDir ?? 'memory://',
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      countingApplied(
        async (text) => (await client.query<{ count: unknown }>(text)).rows,
        () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      ),
    withLock: (_key, work) => work(),
    // One connection in this process: a notice is heard before the statement that sent it returns.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onNotice);
      handlers.onListening();
      return unlisten;
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // queries run one at a time on this client: the dump sees no half-done statement
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

/** Drizzle's record of the migrations applied (its migrator's default table), once it exists. */
const MIGRATIONS_TABLE = `select to_regclass('drizzle.__drizzle_migrations') is not null as count`;
const APPLIED_MIGRATIONS = 'select count(*) as count from drizzle.__drizzle_migrations';

async function countingApplied(
  query: (text: string) => Promise<{ count: unknown }[]>,
  migrate: () => Promise<void>,
): Promise<number> {
  const count = async () => {
    const [exists] = await query(MIGRATIONS_TABLE);
    return exists?.count ? Number((await query(APPLIED_MIGRATIONS))[0]?.count ?? 0) : 0;
  };
  const before = await count();
  await migrate();
  return (await count()) - before;
}

const CONNECT_TIMEOUT_MS = 1_500;

export const MIGRATION_LOCK = 7_406_001;
export const SEED_LOCK = 7_406_002;
