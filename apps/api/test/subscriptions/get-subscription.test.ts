import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { getSubscription } from './subscription-fixtures';

describe('POST /api/get_subscription', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists the Monthly and Yearly price of each paid plan with its features', async () => {
    const { owner } = await createOrganisation((await testDatabase()).db);
    const { plans } = await getSubscription(server, owner.token);
    expect(
      plans.map(({ plan_id, name, price, type, subscriptions_id }) => [
        plan_id,
        name,
        price,
        type,
        subscriptions_id,
      ]),
    ).toEqual([
      ['basic_monthly', 'Basic', 19, 'Monthly', 2],
      ['basic_yearly', 'Basic', 190, 'Yearly', 2],
      ['standard_monthly', 'Standard', 39, 'Monthly', 3],
      ['standard_yearly', 'Standard', 390, 'Yearly', 3],
      ['advance_monthly', 'Advance', 69, 'Monthly', 4],
      ['advance_yearly', 'Advance', 690, 'Yearly', 4],
    ]);
    for (const plan of plans) {
      expect(plan.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(plan.features.length).toBeGreaterThan(2);
    }
    expect(plans.find((plan) => plan.plan_id === 'basic_monthly')?.features.join(' ')).toMatch(/Inventory/);
    expect(plans.find((plan) => plan.plan_id === 'advance_monthly')?.features.join(' ')).toMatch(/Events/);
  });

  it('shows no current plan during the free trial, and when the trial ends', async () => {
    const trialEnd = new Date(Date.now() + 10 * 86_400_000);
    const { owner } = await createOrganisation((await testDatabase()).db, {
      planTier: 1,
      planEndsAt: trialEnd,
    });
    const subscription = await getSubscription(server, owner.token);
    expect(subscription.current).toBeNull();
    expect(subscription.subscriptions_id).toBe(1);
    expect(subscription.trial_ends_at).toBe(trialEnd.toISOString());
  });

  it('answers an owner whose plan has ended: tier 0, no trial, plans to choose from', async () => {
    const { owner } = await createOrganisation((await testDatabase()).db, {
      planTier: 1,
      planEndsAt: new Date(Date.now() - 1000),
    });
    const subscription = await getSubscription(server, owner.token);
    expect(subscription).toMatchObject({ current: null, trial_ends_at: null, subscriptions_id: 0 });
    expect(subscription.plans).toHaveLength(6);
  });

  it('is for owners only', async () => {
    const db = (await testDatabase()).db;
    const { organisation } = await createOrganisation(db);
    const member = await createUser(db, organisation.id, 2);
    expect((await server.call('get_subscription', {}, { token: member.token })).code).toBe(403);
    expect((await server.call('get_subscription')).code).toBe(401);
  });
});
