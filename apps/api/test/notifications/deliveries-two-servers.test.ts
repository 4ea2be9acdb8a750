import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { notify } from '../../src/features/notifications/notify';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase, testDatabaseUrl } from '../helpers/test-database';
import { type SentPush, startTestServer, type TestServer } from '../helpers/test-server';
import { addPushDevice } from './notify-helpers';

/**
 * Two servers on one database, as two processes of one deployment (on a PostgreSQL server each
 * has its own connections and its own listener): every delivery is made once, none is lost.
 */
describe('deliveries with two servers on one database', () => {
  const pushes: SentPush[] = [];
  let first: TestServer;
  let second: TestServer;
  let secondDatabase: DatabaseHandle | undefined;
  beforeAll(async () => {
    const url = await testDatabaseUrl();
    secondDatabase = url ? await openDatabase({ kind: 'postgres', url }) : undefined;
    first = await startTestServer({ pushes });
    second = await startTestServer({ pushes, ...(secondDatabase ? { database: secondDatabase } : {}) });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await secondDatabase?.close();
  });

  it('makes each of 60 notices’ pushes exactly once between them', async () => {
    const { db } = await testDatabase();
    const { organisation } = await createOrganisation(db);
    const members = await Promise.all([1, 2, 3].map(() => createUser(db, organisation.id, 2)));
    const endpoints = new Set<string>();
    for (const member of members) endpoints.add(await addPushDevice(db, member.user.id));

    const writers = [db, secondDatabase?.db ?? db];
    await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        notify(writers[index % 2] ?? db, {
          organisationId: organisation.id,
          userIds: members.map((member) => member.user.id),
          type: 'users',
          title: `Notice ${index}`,
          body: 'x',
        }),
      ),
    );

    const ours = () => pushes.filter((push) => endpoints.has(push.endpoint));
    await vi.waitFor(() => expect(ours()).toHaveLength(180), { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = ours().map((push) => `${push.endpoint} ${push.title}`);
    expect(sent).toHaveLength(180);
    expect(new Set(sent).size).toBe(180);
  });
});
