import { OPERATOR_ACTIONS } from '@faith-shield/contract/operators/operator-messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../src/db/schema/index';
import { fromAnyIp, randomIp } from '../helpers/accounts';
import { createOrganisation } from '../helpers/factories';
import { createOperator, type TestOperator } from '../helpers/operators';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let operator: TestOperator;
const db = async () => (await testDatabase()).db;

beforeAll(async () => {
  server = await startTestServer();
  operator = await createOperator(await db());
});
afterAll(() => server.close());

/** This operator's audit rows, newest first. */
const trail = async () =>
  (await db())
    .select()
    .from(operatorAuditLog)
    .where(eq(operatorAuditLog.operatorId, operator.id))
    .orderBy(desc(operatorAuditLog.at), desc(operatorAuditLog.id));

describe('every operator read of customer data leaves a row in the audit log', () => {
  it('names the operator, what was read and the address it was read from', async () => {
    const { organisation } = await createOrganisation(await db());
    const ip = randomIp();
    const read = (name: string, fields: Record<string, string>) =>
      fromAnyIp(server)(name, fields, {
        token: operator.token,
        method: 'GET',
        bearer: true,
        headers: { 'x-forwarded-for': ip },
      });
    expect((await read('operator_organisations', { search: organisation.worshipPlaceName })).code).toBe(200);
    expect((await read('operator_organisation', { id: organisation.id })).code).toBe(200);
    expect((await read('operator_applicants', { from: '2019-03-14', to: '2019-03-14' })).code).toBe(200);

    const rows = (await trail()).slice(0, 3).reverse();
    expect(rows.map((row) => [row.action, row.subject, row.ip])).toEqual([
      [OPERATOR_ACTIONS.viewedOrganisations, 'organisations', ip],
      [OPERATOR_ACTIONS.viewedOrganisation, `organisation:${organisation.id}`, ip],
      [OPERATOR_ACTIONS.viewedApplicants, 'waitlist_applicants', ip],
    ]);
    expect(rows[0]?.after).toMatchObject({ search: organisation.worshipPlaceName, rows: 1 });
    expect(rows[2]?.after).toMatchObject({ from: '2019-03-14', to: '2019-03-14' });
  });
});
