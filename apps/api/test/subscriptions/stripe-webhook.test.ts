import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, payments, plans, subscriptions } from '../../src/db/schema/index';
import { createOrganisation } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import {
  DAY_MS,
  getSubscription,
  LONG_SESSIONS,
  mailsTo,
  movableClock,
  organisationPlan,
  registerTierCalls,
  runJob,
  TIER_CALLS,
} from './subscription-fixtures';

const SECRET = 'whsec_faith_shield_test_secret';

describe('POST /api/stripe_webhook', () => {
  let server: TestServer;
  const clock = movableClock();
  beforeAll(async () => {
    server = await startTestServer({
      now: clock.now,
      env: { STRIPE_WEBHOOK_SECRET: SECRET, ...LONG_SESSIONS },
      extend: registerTierCalls,
    });
  });
  afterAll(() => server.close());

  /** An owner on an Advance Monthly plan bought through Stripe, written as the payment call would. */
  async function stripeCustomer() {
    const db = (await testDatabase()).db;
    const { organisation, owner } = await createOrganisation(db);
    const [plan] = await db.select().from(plans).where(eq(plans.planId, 'advance_monthly'));
    if (!plan) throw new Error('plan not seeded');
    const periodEnd = new Date(clock.now().getTime() + 30 * DAY_MS);
    const accessEnd = new Date(periodEnd.getTime() + 3 * DAY_MS);
    const [subscription] = await db
      .insert(subscriptions)
      .values({
        organisationId: organisation.id,
        planRowId: plan.id,
        tier: 4,
        priceCents: 6900,
        periodDays: 30,
        provider: 'stripe',
        providerCustomerId: 'cus_test',
        providerSubscriptionId: `sub_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
        currentPeriodEnd: periodEnd,
        accessEndsAt: accessEnd,
      })
      .returning();
    if (!subscription) throw new Error('subscription not stored');
    await db
      .update(organisations)
      .set({ planTier: 4, planEndsAt: accessEnd })
      .where(eq(organisations.id, organisation.id));
    return { organisation, owner, subscription };
  }

  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  function invoiceEvent(
    type: string,
    subscriptionId: string,
    periodEnd: Date,
    billingReason = 'subscription_cycle',
  ) {
    const invoiceId = `in_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    return {
      id: `evt_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
      object: 'event',
      type,
      data: {
        object: {
          id: invoiceId,
          object: 'invoice',
          number: 'FS-0002',
          billing_reason: billingReason,
          amount_paid: type === 'invoice.paid' ? 6900 : 0,
          parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
          lines: {
            object: 'list',
            data: [{ period: { start: seconds(periodEnd) - 30 * 86_400, end: seconds(periodEnd) } }],
          },
        },
      },
    };
  }

  async function deliver(
    event: unknown,
    options: { secret?: string; timestamp?: number; signature?: string } = {},
  ) {
    const payload = JSON.stringify(event);
    const signature =
      options.signature ??
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? SECRET,
        timestamp: options.timestamp ?? seconds(clock.now()),
      });
    const response = await fetch(`${server.url}/api/stripe_webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });
    return { code: response.status, body: (await response.json()) as { status: number; message: string } };
  }

  it('refuses a request without a valid signature with 400 and changes nothing', async () => {
    const { organisation, subscription } = await stripeCustomer();
    const event = invoiceEvent(
      'invoice.paid',
      subscription.providerSubscriptionId,
      new Date(clock.now().getTime() + 60 * DAY_MS),
    );
    const before = await organisationPlan(server, organisation.id);
    for (const options of [
      { signature: '' },
      { signature: 't=1,v1=deadbeef' },
      { secret: 'whsec_someone_else' },
      // signed, but ten minutes old: Stripe's tolerance is five
      { timestamp: seconds(clock.now()) - 600 },
    ]) {
      const { code, body } = await deliver(event, options);
      expect(code).toBe(400);
      expect(body).toEqual({ status: 0, message: 'The webhook signature is not valid.' });
    }
    expect(await organisationPlan(server, organisation.id)).toEqual(before);
  });

  it('refuses a body that differs from the one signed', async () => {
    const { subscription } = await stripeCustomer();
    const event = invoiceEvent('invoice.paid', subscription.providerSubscriptionId, clock.now());
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: SECRET,
      timestamp: seconds(clock.now()),
    });
    const response = await fetch(`${server.url}/api/stripe_webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: JSON.stringify({ ...event, type: 'customer.subscription.deleted' }),
    });
    expect(response.status).toBe(400);
  });

  it('extends the period on invoice.paid for a renewal, once however often it arrives', async () => {
    const { organisation, owner, subscription } = await stripeCustomer();
    // Stripe counts in whole seconds
    const nextEnd = new Date(seconds(new Date(subscription.currentPeriodEnd.getTime() + 30 * DAY_MS)) * 1000);
    const event = invoiceEvent('invoice.paid', subscription.providerSubscriptionId, nextEnd);
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const { code, body } = await deliver(event);
      expect(code).toBe(200);
      expect(body).toEqual({ status: 1, message: 'Webhook received.' });
    }
    const { current } = await getSubscription(server, owner.token);
    expect(current).toMatchObject({ plan_status: 'active', ends_at: nextEnd.toISOString() });
    expect((await organisationPlan(server, organisation.id)).planEndsAt?.getTime()).toBe(
      nextEnd.getTime() + 3 * DAY_MS,
    );
    const renewals = await server.app.deps.db
      .select()
      .from(payments)
      .where(eq(payments.organisationId, organisation.id));
    expect(renewals).toMatchObject([
      { reason: 'renewal', status: 'succeeded', amountCents: 6900, provider: 'stripe' },
    ]);
    expect(await mailsTo(server, owner.user.email)).toHaveLength(1);
  });

  it('leaves the first invoice to the payment call', async () => {
    const { organisation, subscription } = await stripeCustomer();
    const event = invoiceEvent(
      'invoice.paid',
      subscription.providerSubscriptionId,
      subscription.currentPeriodEnd,
      'subscription_create',
    );
    expect((await deliver(event)).code).toBe(200);
    expect(
      await server.app.deps.db.select().from(payments).where(eq(payments.organisationId, organisation.id)),
    ).toEqual([]);
  });

  it('ends the plan at the period end after invoice.payment_failed', async () => {
    const { organisation, owner, subscription } = await stripeCustomer();
    const event = invoiceEvent(
      'invoice.payment_failed',
      subscription.providerSubscriptionId,
      subscription.currentPeriodEnd,
    );
    expect((await deliver(event)).code).toBe(200);
    // no renewal grace any more
    expect((await organisationPlan(server, organisation.id)).planEndsAt?.getTime()).toBe(
      subscription.currentPeriodEnd.getTime(),
    );
    expect((await server.call(TIER_CALLS.advance, {}, { token: owner.token })).code).toBe(200);
    clock.advanceDays(31);
    await runJob(server, organisation.id);
    const [row] = await server.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(row?.status).toBe('deactive');
    expect((await organisationPlan(server, organisation.id)).planTier).toBe(0);
    expect((await server.call(TIER_CALLS.advance, {}, { token: owner.token })).code).toBe(403);
  });

  it('ends the plan at once on customer.subscription.deleted', async () => {
    const { organisation, owner, subscription } = await stripeCustomer();
    const event = {
      id: `evt_${randomUUID().slice(0, 8)}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: subscription.providerSubscriptionId, object: 'subscription' } },
    };
    expect((await deliver(event)).code).toBe(200);
    expect((await organisationPlan(server, organisation.id)).planTier).toBe(0);
    expect(await getSubscription(server, owner.token)).toMatchObject({ current: null, subscriptions_id: 0 });
    expect((await server.call(TIER_CALLS.advance, {}, { token: owner.token })).code).toBe(403);
  });

  it('acknowledges events it has nothing to do with, so Stripe stops sending them', async () => {
    const unknown = invoiceEvent('invoice.paid', 'sub_not_ours', clock.now());
    expect((await deliver(unknown)).code).toBe(200);
    expect(
      (await deliver({ id: 'evt_other', object: 'event', type: 'charge.refunded', data: { object: {} } }))
        .code,
    ).toBe(200);
  });
});

describe('POST /api/stripe_webhook without STRIPE_WEBHOOK_SECRET', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses every request with 400', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      data: { object: {} },
    });
    const response = await fetch(`${server.url}/api/stripe_webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_any' }),
      },
      body: payload,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 0,
      message: 'Stripe webhooks are not configured on this server.',
    });
  });
});
