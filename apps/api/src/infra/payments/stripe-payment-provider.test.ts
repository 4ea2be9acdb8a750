import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  fakeStripe,
  type SentToStripe,
  type StripeAnswer,
  stripeError,
} from '../../../test/helpers/fake-stripe';
import type { PlanPrice } from './payment-provider';
import { stripePaymentProvider } from './stripe-payment-provider';

type Sent = SentToStripe;
type Answer = StripeAnswer;

const plan: PlanPrice = {
  planId: 'advance_yearly',
  tier: 4,
  name: 'Advance',
  type: 'Yearly',
  priceCents: 69000,
  periodDays: 365,
};
const periodEnd = Math.floor(new Date('2026-06-01T00:00:00Z').getTime() / 1000);

const happyStripe = (request: Sent): Answer => {
  if (request.method === 'GET' && request.path.startsWith('/v1/products/')) {
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such product' },
      },
    };
  }
  if (request.path === '/v1/products')
    return { status: 200, body: { id: request.form.get('id'), object: 'product' } };
  if (request.path === '/v1/customers') return { status: 200, body: { id: 'cus_1', object: 'customer' } };
  if (request.path === '/v1/subscriptions') {
    return {
      status: 200,
      body: {
        id: 'sub_1',
        object: 'subscription',
        latest_invoice: 'in_1',
        items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
      },
    };
  }
  return { status: 200, body: { id: 'sub_1', object: 'subscription' } };
};

const start = (client: Stripe, token = 'tok_visa', periodStart?: Date) =>
  stripePaymentProvider('sk_test_fake', client).startSubscription({
    organisationId: 'org-1',
    email: 'owner@example.org',
    plan,
    token,
    idempotencyKey: 'key-1',
    customerId: null,
    now: new Date('2026-11-27T10:00:00Z'),
    periodStart: periodStart ?? new Date('2026-11-27T10:00:00Z'),
  });

describe('the Stripe payment provider', () => {
  it("creates the tier's product once, a customer with the card, and a subscription priced from our plan", async () => {
    const { client, sent } = fakeStripe(happyStripe);
    expect(await start(client)).toEqual({
      ok: true,
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      periodEnd: new Date(periodEnd * 1000),
      reference: 'in_1',
    });
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/products/faith_shield_tier_4',
      'POST /v1/products',
      'POST /v1/customers',
      'POST /v1/subscriptions',
    ]);
    const [, , customer, subscription] = sent;
    expect(customer?.form.get('source')).toBe('tok_visa');
    expect(customer?.idempotencyKey).toBe('key-1:customer');
    expect(Object.fromEntries(subscription?.form ?? [])).toMatchObject({
      customer: 'cus_1',
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][product]': 'faith_shield_tier_4',
      'items[0][price_data][unit_amount]': '69000',
      'items[0][price_data][recurring][interval]': 'day',
      'items[0][price_data][recurring][interval_count]': '365',
      payment_behavior: 'error_if_incomplete',
    });
    expect(subscription?.idempotencyKey).toBe('key-1:subscription');
    expect(subscription?.form.has('trial_end')).toBe(false);
  });

  it('bought during a free trial: charges the price now and counts the first period from the trial’s end', async () => {
    const { client, sent } = fakeStripe(happyStripe);
    await start(client, 'tok_visa', new Date('2026-12-11T10:00:00Z'));
    const subscription = sent.find((request) => request.path === '/v1/subscriptions');
    expect(Object.fromEntries(subscription?.form ?? [])).toMatchObject({
      trial_end: String(Date.parse('2027-12-11T10:00:00Z') / 1000),
      'add_invoice_items[0][price_data][currency]': 'usd',
      'add_invoice_items[0][price_data][product]': 'faith_shield_tier_4',
      'add_invoice_items[0][price_data][unit_amount]': '69000',
      payment_behavior: 'error_if_incomplete',
    });
  });

  it("answers a declined card with Stripe's message", async () => {
    const { client } = fakeStripe((request) =>
      request.path === '/v1/customers'
        ? {
            status: 402,
            body: {
              error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
            },
          }
        : happyStripe(request),
    );
    expect(await start(client, 'tok_chargeDeclined')).toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
  });

  it('passes on failures that are not about the card', async () => {
    const { client } = fakeStripe(() => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'Something broke' } },
    }));
    await expect(start(client)).rejects.toThrow('Something broke');
  });

  it('cancels at the period end', async () => {
    const { client, sent } = fakeStripe(happyStripe);
    const result = await stripePaymentProvider('sk_test_fake', client).cancelAtPeriodEnd({
      subscriptionId: 'sub_1',
      idempotencyKey: 'cancel|1',
    });
    expect(result).toEqual({ ok: true });
    expect(sent[0]?.path).toBe('/v1/subscriptions/sub_1');
    expect(sent[0]?.form.get('cancel_at_period_end')).toBe('true');
  });

  it('moves a running subscription to a new price from its next invoice, creating the price once', async () => {
    const items: Record<string, { id: string; price: { id: string } }> = {
      sub_1: { id: 'si_1', price: { id: 'price_old' } },
      sub_2: { id: 'si_2', price: { id: 'price_old' } },
    };
    const { client, sent } = fakeStripe((request) => {
      if (request.method === 'GET' && request.path.startsWith('/v1/prices?'))
        return { status: 200, body: { object: 'list', data: [], has_more: false, url: '/v1/prices' } };
      if (request.path === '/v1/prices') return { status: 200, body: { id: 'price_new', object: 'price' } };
      const subscription = /^\/v1\/subscriptions\/(sub_\d)$/.exec(request.path)?.[1];
      if (subscription && request.method === 'GET') {
        const item = items[subscription];
        if (!item)
          return stripeError(
            404,
            'invalid_request_error',
            `No such subscription: '${subscription}'`,
            'resource_missing',
          );
        return {
          status: 200,
          body: { id: subscription, object: 'subscription', items: { object: 'list', data: [item] } },
        };
      }
      return happyStripe(request);
    });
    const provider = stripePaymentProvider('sk_test_fake', client);
    const raised = { ...plan, priceCents: 74900 };
    for (const subscriptionId of ['sub_1', 'sub_2'])
      expect(
        await provider.setRenewalPrice({
          subscriptionId,
          plan: raised,
          idempotencyKey: `up|${subscriptionId}`,
        }),
      ).toEqual({ ok: true });

    expect(sent.map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual([
      'GET /v1/prices',
      'GET /v1/products/faith_shield_tier_4',
      'POST /v1/products',
      'POST /v1/prices',
      'GET /v1/subscriptions/sub_1',
      'POST /v1/subscriptions/sub_1',
      'GET /v1/subscriptions/sub_2',
      'POST /v1/subscriptions/sub_2',
    ]);
    const lookup = new URL(`https://api.stripe.com${sent[0]?.path}`).searchParams;
    expect(lookup.get('lookup_keys[0]')).toBe('faith_shield_advance_yearly_74900_365d');
    expect(Object.fromEntries(sent[3]?.form ?? [])).toEqual({
      currency: 'usd',
      product: 'faith_shield_tier_4',
      unit_amount: '74900',
      'recurring[interval]': 'day',
      'recurring[interval_count]': '365',
      lookup_key: 'faith_shield_advance_yearly_74900_365d',
      transfer_lookup_key: 'true',
      'metadata[plan_id]': 'advance_yearly',
    });
    // the item keeps its place; the paid period is not prorated
    expect(Object.fromEntries(sent[5]?.form ?? [])).toEqual({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_new',
      proration_behavior: 'none',
    });
    expect(sent[5]?.idempotencyKey).toBe('up|sub_1');
    expect(Object.fromEntries(sent[7]?.form ?? [])).toEqual({
      'items[0][id]': 'si_2',
      'items[0][price]': 'price_new',
      proration_behavior: 'none',
    });

    // a subscription already at the price is left alone; one Stripe no longer has is refused
    items.sub_1 = { id: 'si_1', price: { id: 'price_new' } };
    sent.length = 0;
    expect(
      await provider.setRenewalPrice({ subscriptionId: 'sub_1', plan: raised, idempotencyKey: 'again' }),
    ).toEqual({ ok: true });
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/subscriptions/sub_1',
    ]);
    expect(
      await provider.setRenewalPrice({ subscriptionId: 'sub_9', plan: raised, idempotencyKey: 'gone' }),
    ).toEqual({
      ok: false,
      message: "No such subscription: 'sub_9'",
    });
  });
});
