import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { PlanPrice } from './payment-provider';
import { stripePaymentProvider } from './stripe-payment-provider';

type Sent = { method: string; path: string; idempotencyKey: string | undefined; form: URLSearchParams };
type Answer = { status: number; body: unknown };

/** Stripe's library over a fake HTTP client: the requests it would send, and canned answers. */
function fakeStripe(answer: (request: Sent) => Answer) {
  const sent: Sent[] = [];
  const httpClient: Stripe.HttpClient = {
    getClientName: () => 'fake',
    makeRequest: async (_host, _port, path, method, headers, requestData) => {
      const request = {
        method,
        path,
        idempotencyKey: headers['Idempotency-Key'] as string | undefined,
        form: new URLSearchParams(requestData),
      };
      sent.push(request);
      const { status, body } = answer(request);
      return {
        getStatusCode: () => status,
        getHeaders: () => ({ 'request-id': 'req_fake' }),
        getRawResponse: () => ({}),
        toStream: () => {
          throw new Error('not streamed');
        },
        toJSON: async () => body,
      };
    },
  };
  return { client: new Stripe('sk_test_fake', { httpClient, maxNetworkRetries: 0 }), sent };
}

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

const start = (client: Stripe, token = 'tok_visa') =>
  stripePaymentProvider('sk_test_fake', client).startSubscription({
    organisationId: 'org-1',
    email: 'owner@example.org',
    plan,
    token,
    idempotencyKey: 'key-1',
    customerId: null,
    now: new Date(),
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
});
