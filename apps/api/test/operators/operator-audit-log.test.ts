import type { AuditEntry } from '@faith-shield/contract/operators/operator-audit-log';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../src/db/schema/index';
import { recordOperatorAction } from '../../src/features/operators/record-operator-action';
import { fromAnyIp } from '../helpers/accounts';
import { createOperator, type TestOperator } from '../helpers/operators';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let alice: TestOperator;
let bob: TestOperator;
const db = async () => (await testDatabase()).db;
const action = `test.${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  server = await startTestServer();
  alice = await createOperator(await db());
  bob = await createOperator(await db());
  const database = await db();
  await recordOperatorAction(database, {
    operatorId: alice.id,
    action,
    subject: 'plan:standard_monthly',
    before: { price_cents: 2900 },
    after: { price_cents: 3400 },
    ip: '10.1.1.1',
  });
  await database
    .insert(operatorAuditLog)
    .values({ operatorId: bob.id, action, subject: 'home_page', at: new Date('2020-02-02T12:00:00Z') });
});
afterAll(() => server.close());

const list = (fields: Record<string, string>) =>
  fromAnyIp(server)<{ entries: AuditEntry[]; operators: string[]; actions: string[] }>(
    'operator_audit_log',
    fields,
    {
      token: alice.token,
      method: 'GET',
      bearer: true,
    },
  );

describe('the audit log', () => {
  it('lists entries newest first with before and after, filtered by operator, action and day', async () => {
    const all = await list({ action });
    expect(all.code).toBe(200);
    expect(all.body.data?.entries.map((entry) => [entry.operator_email, entry.subject])).toEqual([
      [alice.email, 'plan:standard_monthly'],
      [bob.email, 'home_page'],
    ]);
    expect(all.body.data?.entries[0]).toMatchObject({
      before: { price_cents: 2900 },
      after: { price_cents: 3400 },
      ip: '10.1.1.1',
    });
    expect(all.body.data?.actions).toContain(action);
    expect(all.body.data?.operators).toEqual(expect.arrayContaining([alice.email, bob.email]));

    const byBob = await list({ action, operator: bob.email.toUpperCase() });
    expect(byBob.body.data?.entries.map((entry) => entry.subject)).toEqual(['home_page']);
    const byDay = await list({ action, from: '2020-02-02', to: '2020-02-02' });
    expect(byDay.body.data?.entries.map((entry) => entry.subject)).toEqual(['home_page']);
    const none = await list({ action, from: '2020-02-03', to: '2020-12-31' });
    expect(none.body.data?.entries).toEqual([]);
  });

  it('is append-only: the database refuses to change, delete or empty it', async () => {
    const database = await db();
    const [row] = await database
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, action))
      .limit(1);
    if (!row) throw new Error('no entry');
    await expect(
      database.update(operatorAuditLog).set({ subject: 'rewritten' }).where(eq(operatorAuditLog.id, row.id)),
    ).rejects.toThrow();
    await expect(database.delete(operatorAuditLog).where(eq(operatorAuditLog.id, row.id))).rejects.toThrow();
    await expect(database.execute(sql`truncate operator_audit_log`)).rejects.toThrow();
    const [still] = await database.select().from(operatorAuditLog).where(eq(operatorAuditLog.id, row.id));
    expect(still).toEqual(row);
  });

  it('writes nothing when the change it records is rolled back (same transaction)', async () => {
    const database = await db();
    const rolledBack = `${action}.rolled_back`;
    await expect(
      database.transaction(async (tx) => {
        await recordOperatorAction(tx, { operatorId: alice.id, action: rolledBack });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      await database.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, rolledBack)),
    ).toEqual([]);
  });
});
