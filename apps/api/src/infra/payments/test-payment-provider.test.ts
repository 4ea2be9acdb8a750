import { describe, expect, it } from 'vitest';
import type { PlanPrice } from './payment-provider';
import { testPaymentProvider } from './test-payment-provider';

const plan: PlanPrice = {
  planId: 'standard_monthly',
  tier: 3,
  name: 'Standard',
  type: 'Monthly',
  priceCents: 3900,
  periodDays: 30,
};
const now = new Date('2025-03-01T12:00:00Z');
const start = (token: string, idempotencyKey = 'key-1') =>
  testPaymentProvider().startSubscription({
    organisationId: 'org-1',
    email: 'owner@example.org',
    plan,
    token,
    idempotencyKey,
    customerId: null,
    now,
    periodStart: now,
  });

describe('the built-in test payment provider', () => {
  it.each(['tok_visa', 'tok_mastercard', 'tok_amex'])('accepts %s for the plan period', async (token) => {
    expect(await start(token)).toMatchObject({
      ok: true,
      periodEnd: new Date('2025-03-31T12:00:00Z'),
      subscriptionId: expect.stringMatching(/^sub_test_/),
    });
  });

  it.each([
    ['tok_chargeDeclined', 'Your card was declined.'],
    ['tok_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['tok_unknown', "No such token: 'tok_unknown'"],
  ])("refuses %s with Stripe's message", async (token, message) => {
    expect(await start(token)).toEqual({ ok: false, message });
  });

  it('answers the same key with the same subscription, as Stripe does', async () => {
    const [first, again, other] = await Promise.all([
      start('tok_visa'),
      start('tok_visa'),
      start('tok_visa', 'key-2'),
    ]);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('renews for one more period from the end of the last', async () => {
    const provider = testPaymentProvider();
    if (provider.renewal !== 'job') throw new Error('the test provider is renewed by the job');
    const renewed = await provider.renew({
      subscriptionId: 'sub_test_1',
      priceCents: 39000,
      periodDays: 365,
      periodEnd: new Date('2025-03-31T12:00:00Z'),
    });
    expect(renewed).toMatchObject({ ok: true, periodEnd: new Date('2026-03-31T12:00:00Z') });
  });
});
