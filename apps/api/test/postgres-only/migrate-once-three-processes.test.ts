import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../../../scripts/lib/server-process.mjs';

const journal = path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json');

/** What each process logged of the migrations it applied at start. */
const appliedBy = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"migrations applied"'))
    .map((line) => (JSON.parse(line) as { migrations: number }).migrations);

/**
 * Run only against a PostgreSQL server (the `postgres` test project): three server processes
 * started at once on a database nobody migrated, as a deployment's replicas start. The
 * advisory lock around the migrations lets one apply them; the others wait and find none left.
 */
describe('three server processes starting at once on a fresh database', () => {
  let servers: ServerProcess[] = [];
  let databaseUrl = '';
  let admin: pg.Client;
  const name = `fs_migrate_once_${Date.now()}_${process.pid}`;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL names the server to test');
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    databaseUrl = own.toString();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('migrates once: one applies every migration, the others none, and all three serve', {
    timeout: 150_000,
  }, async () => {
    servers = await Promise.all(
      [1, 2, 3].map(() => startServerProcess({ databaseUrl, env: { LOG_LEVEL: 'info' } })),
    );
    const migrations = (JSON.parse(await fs.readFile(journal, 'utf8')) as { entries: unknown[] }).entries
      .length;
    const applied = servers.map(appliedBy);
    for (const each of applied) expect(each).toHaveLength(1);
    expect(applied.flat().sort((a, b) => b - a)).toEqual([migrations, 0, 0]);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const rows = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(rows.rows).toHaveLength(migrations);
      expect(new Set(rows.rows.map((row) => row.hash)).size).toBe(migrations);
    } finally {
      await client.end();
    }
    for (const server of servers) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
