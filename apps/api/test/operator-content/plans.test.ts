import { randomUUID } from 'node:crypto';
import type { OperatorPlan } from '@faith-shield/contract/operator-content/operator-plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  organisations,
  payments,
  plans,
  subscriptionPriceUpdates,
  subscriptions,
} from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { createOrganisation } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import {
  type Clock,
  findPlan,
  getSubscription,
  LONG_SESSIONS,
  movableClock,
  pay,
  runJob,
} from '../subscriptions/subscription-fixtures';
import { createOperator, lastAudit } from './operator-fixtures';

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;
let clock: Clock = movableClock();
beforeAll(async () => {
  server = await startTestServer({ now: () => clock.now(), env: LONG_SESSIONS });
  call = fromAnyIp(server);
});
afterAll(() => server.close());

describe('operator_save_plan', () => {
  it('charges a new price from the next renewal, never in the period already paid', async () => {
    const db = (await testDatabase()).db;
    const { operator, token } = await createOperator(db);
    // a plan of this test's own: other test files read the seeded prices meanwhile
    const planId = `test_${randomUUID().slice(0, 8)}`;
    const [row] = await db
      .insert(plans)
      .values({
        planId,
        tier: 3,
        name: 'Standard',
        type: 'Monthly',
        priceCents: 3900,
        features: ['Events'],
        position: 99,
      })
      .returning();
    if (!row) throw new Error('plan not created');
    // no free trial running: the first period starts at the payment
    const { organisation, owner } = await createOrganisation(db, { planTier: 0, planEndsAt: null });
    try {
      expect((await pay(server, owner.token, await findPlan(server, owner.token, planId))).code).toBe(200);

      const asOwner = await call(
        'operator_save_plan',
        { id: row.id, price: '45', features: '["Events"]' },
        { token: owner.token },
      );
      expect(asOwner.code).toBe(403);
      for (const [price, message] of [
        ['', 'Please enter a price.'],
        ['forty', 'Please enter a price in dollars, e.g. 39 or 39.99.'],
        ['39.999', 'Please enter a price in dollars, e.g. 39 or 39.99.'],
        ['0', 'Please enter a price in dollars, e.g. 39 or 39.99.'],
      ] as const) {
        const refused = await call(
          'operator_save_plan',
          { id: row.id, price, features: '["Events"]' },
          { token },
        );
        expect(refused.code).toBe(422);
        expect(refused.body.errors).toMatchObject({ price: message });
      }
      const noFeature = await call(
        'operator_save_plan',
        { id: row.id, price: '45', features: '[""]' },
        { token },
      );
      expect(noFeature.body.errors).toMatchObject({
        'features.0': 'Please enter each feature, or remove the empty line.',
      });
      expect(
        (await call('operator_save_plan', { id: randomUUID(), price: '45', features: '[]' }, { token })).code,
      ).toBe(404);

      const saved = await call<OperatorPlan>(
        'operator_save_plan',
        { id: row.id, price: '45.50', features: '["Events","Chat"]' },
        { token },
      );
      expect(saved.code).toBe(200);
      expect(saved.body.data).toMatchObject({
        plan_id: planId,
        price: 45.5,
        features: ['Events', 'Chat'],
        renewing: 1,
      });
      // the provider is told after the commit (the test provider has nothing to change)
      await server.app.deps.afterAnswer.drain();
      const [update] = await db
        .select()
        .from(subscriptionPriceUpdates)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPriceUpdates.subscriptionId))
        .where(eq(subscriptions.organisationId, organisation.id));
      expect(update?.subscription_price_updates).toMatchObject({ priceCents: 4550, attempts: 1 });
      expect(update?.subscription_price_updates.doneAt).toBeInstanceOf(Date);
      expect((await lastAudit(db, operator.id, 'plan.updated'))?.before).toMatchObject({ price: 39 });
      expect((await lastAudit(db, operator.id, 'plan.updated'))?.after).toMatchObject({ price: 45.5 });

      // owners choosing now see the new price; the period paid keeps its own
      const subscription = await getSubscription(server, owner.token);
      expect(subscription.plans.find((plan) => plan.plan_id === planId)?.price).toBe(45.5);
      expect(subscription.current).toMatchObject({ plan_price: 39 });

      clock.advanceDays(30);
      clock.advanceMs(60_000);
      expect(await runJob(server, organisation.id)).toMatchObject({ renewed: 1 });
      const charged = await db.select().from(payments).where(eq(payments.organisationId, organisation.id));
      expect(charged.map((payment) => [payment.reason, payment.amountCents]).sort()).toEqual([
        ['renewal', 4550],
        ['start', 3900],
      ]);
      expect((await getSubscription(server, owner.token)).current).toMatchObject({ plan_price: 45.5 });
    } finally {
      clock = movableClock();
      await db.delete(organisations).where(eq(organisations.id, organisation.id));
      await db.delete(plans).where(eq(plans.id, row.id));
    }
  });
});
