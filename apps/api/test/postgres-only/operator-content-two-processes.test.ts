import { randomBytes } from 'node:crypto';
import type { HomePage } from '@faith-shield/contract/home/home-page';
import type { Envelope } from '@faith-shield/contract/shared/envelope';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { runSeeds } from '../../seed/run-seeds';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { createOperator } from '../operator-content/operator-fixtures';

const post = async <T>(
  server: ServerProcess,
  name: string,
  fields: Record<string, string>,
  token?: string,
) => {
  const response = await fetch(`${server.url}/api/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(fields),
  });
  return (await response.json()) as Envelope<T>;
};

const formOf = (page: HomePage) =>
  Object.fromEntries(
    Object.entries(page).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );

/**
 * Run only against a PostgreSQL server: two real server processes on one database of the
 * test's own (docs/decisions/023). Each keeps the public home page's answer in memory; an
 * operator's edit through one is what a visitor of the other reads on the very next request:
 * the edit's NOTIFY reaches every process's change feed, and the edit answers only once every
 * process confirmed it (ChangeFeed.settleEverywhere).
 */
describe('an operator edit with two server processes on one database', () => {
  const servers: ServerProcess[] = [];
  let scratch: { admin: pg.Client; name: string; handle?: DatabaseHandle } | undefined;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL names the server to test');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `${new URL(url).pathname.slice(1)}_content_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${name}"`);
    scratch = { admin, name };
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: target.toString() });
    scratch.handle = handle;
    await handle.migrate();
    await runSeeds(handle);
    const keys = { DEVICE_TOKEN_SECRET: 'two-processes-share-this-device-token-secret' };
    servers.push(
      ...(await Promise.all([
        startServerProcess({ databaseUrl: target.toString(), env: keys }),
        startServerProcess({ databaseUrl: target.toString(), env: keys }),
      ])),
    );
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (!scratch) return;
    await scratch.handle?.close();
    await scratch.admin.query(`drop database if exists "${scratch.name}" with (force)`);
    await scratch.admin.end();
  });

  it("shows the home page's new title on the other process on the very next read, edit after edit", async () => {
    const [a, b] = servers;
    if (!a || !b || !scratch?.handle) throw new Error('servers not started');
    const { token } = await createOperator(scratch.handle.db);
    const page = (await post<HomePage>(b, 'home_page', {})).data as HomePage;
    for (let edit = 1; edit <= 5; edit += 1) {
      // B answers from memory before each edit
      expect((await post<HomePage>(b, 'home_page', {})).data?.home_tiltle).toBe(page.home_tiltle);
      const title = `Edited through process A, edit ${edit}`;
      const saved = await post(a, 'operator_save_home_page', formOf({ ...page, home_tiltle: title }), token);
      expect(saved.status).toBe(1);
      expect((await post<HomePage>(b, 'home_page', {})).data?.home_tiltle).toBe(title);
      expect((await post(a, 'operator_save_home_page', formOf(page), token)).status).toBe(1);
      expect((await post<HomePage>(b, 'home_page', {})).data?.home_tiltle).toBe(page.home_tiltle);
    }
  });
});
