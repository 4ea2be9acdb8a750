import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../src/db/schema/index';
import { createOrganisation } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { findPlan, mailsTo, pay } from './subscription-fixtures';

describe('POST /api/payment submitted twice', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const rowsOf = async (organisationId: string) => ({
    payments: await server.app.deps.db
      .select()
      .from(payments)
      .where(eq(payments.organisationId, organisationId)),
    subscriptions: await server.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, organisationId)),
  });

  it('charges once when the same card token arrives twice at the same moment', async () => {
    const { organisation, owner } = await createOrganisation((await testDatabase()).db);
    const plan = await findPlan(server, owner.token, 'standard_monthly');
    const [first, second] = await Promise.all([
      pay(server, owner.token, plan, 'tok_visa'),
      pay(server, owner.token, plan, 'tok_visa'),
    ]);
    expect(first.code).toBe(200);
    expect(second.code).toBe(200);
    expect(second.body).toEqual(first.body);
    const rows = await rowsOf(organisation.id);
    expect(rows.payments).toHaveLength(1);
    expect(rows.subscriptions).toHaveLength(1);
    expect(await mailsTo(server, owner.user.email)).toHaveLength(1);
  });

  it('answers a resubmit after success with the same result, not a refusal', async () => {
    const { organisation, owner } = await createOrganisation((await testDatabase()).db);
    const plan = await findPlan(server, owner.token, 'basic_monthly');
    const first = await pay(server, owner.token, plan, 'tok_amex');
    const again = await pay(server, owner.token, plan, 'tok_amex');
    expect(again.code).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await rowsOf(organisation.id)).payments).toHaveLength(1);
  });

  it('answers a resubmitted declined card with the same decline', async () => {
    const { organisation, owner } = await createOrganisation((await testDatabase()).db);
    const plan = await findPlan(server, owner.token, 'basic_monthly');
    const answers = await Promise.all([
      pay(server, owner.token, plan, 'tok_chargeDeclined'),
      pay(server, owner.token, plan, 'tok_chargeDeclined'),
    ]);
    for (const { code, body } of answers) {
      expect(code).toBe(402);
      expect(body.message).toBe('Your card was declined.');
    }
    expect((await rowsOf(organisation.id)).payments).toHaveLength(1);
    // a new card is a new attempt
    expect((await pay(server, owner.token, plan, 'tok_visa')).code).toBe(200);
  });

  it('lets only one of two different cards through at the same moment', async () => {
    const { organisation, owner } = await createOrganisation((await testDatabase()).db);
    const plan = await findPlan(server, owner.token, 'advance_monthly');
    const answers = await Promise.all([
      pay(server, owner.token, plan, 'tok_visa'),
      pay(server, owner.token, plan, 'tok_mastercard'),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
    const rows = await rowsOf(organisation.id);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.payments.filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
  });
});
