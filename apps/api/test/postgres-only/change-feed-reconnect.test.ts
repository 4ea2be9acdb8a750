import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { createOrganisation } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * Run only against a PostgreSQL server (the `postgres` test project): there the change feed
 * listens over a connection of its own, which can break.
 */
describe('the change feed on a PostgreSQL server', () => {
  let server: TestServer;
  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL names the server to test');
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const nameOf = async (token: string) =>
    (await fromAnyIp(server)<Profile>('get_profile', {}, { token })).body.data?.first_name;

  it('never answers from before a change, while its connection is broken or after it is back', async () => {
    const db = (await testDatabase()).db;
    const { owner } = await createOrganisation(db);
    expect(await nameOf(owner.token)).toBe('Test');

    // every server listening on this database is cut off; each must reconnect by itself
    await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN %'`,
    );
    await db.update(users).set({ firstName: 'During' }).where(eq(users.id, owner.user.id));
    await vi.waitFor(async () => expect(await nameOf(owner.token)).toBe('During'), { timeout: 3_000 });
    await vi.waitFor(() => expect(server.logs()).toContain('change feed cut off'), { timeout: 3_000 });

    // back: listening again, a change is heard as before
    await vi.waitFor(() => expect(server.logs()).toContain('change feed listening again'), {
      timeout: 5_000,
    });
    expect(await nameOf(owner.token)).toBe('During');
    await db.update(users).set({ firstName: 'After' }).where(eq(users.id, owner.user.id));
    await vi.waitFor(async () => expect(await nameOf(owner.token)).toBe('After'), { timeout: 3_000 });
  });
});
