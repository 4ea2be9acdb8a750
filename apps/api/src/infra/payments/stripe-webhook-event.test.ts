import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { readStripeEvent } from './stripe-webhook-event';

const secret = 'whsec_unit_test';
const now = new Date('2025-06-01T10:00:00Z');
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: {} } });
const sign = (body: string, options: { secret?: string; at?: Date } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? secret,
    timestamp: Math.floor((options.at ?? now).getTime() / 1000),
  });

describe('reading a Stripe webhook', () => {
  it('gives the event of a body signed with the secret', () => {
    expect(readStripeEvent(Buffer.from(payload), sign(payload), secret, now)?.type).toBe('invoice.paid');
  });

  it('refuses a missing or malformed signature', () => {
    expect(readStripeEvent(Buffer.from(payload), undefined, secret, now)).toBeNull();
    expect(readStripeEvent(Buffer.from(payload), '', secret, now)).toBeNull();
    expect(readStripeEvent(Buffer.from(payload), 'garbage', secret, now)).toBeNull();
    expect(readStripeEvent(Buffer.from(payload), [sign(payload)], secret, now)).toBeNull();
  });

  it('refuses another secret, another body and an old signature', () => {
    expect(
      readStripeEvent(Buffer.from(payload), sign(payload, { secret: 'whsec_other' }), secret, now),
    ).toBeNull();
    expect(readStripeEvent(Buffer.from(`${payload} `), sign(payload), secret, now)).toBeNull();
    const sixMinutesAgo = new Date(now.getTime() - 6 * 60_000);
    expect(
      readStripeEvent(Buffer.from(payload), sign(payload, { at: sixMinutesAgo }), secret, now),
    ).toBeNull();
  });

  it('refuses a signed body that is not JSON', () => {
    expect(readStripeEvent(Buffer.from('not json'), sign('not json'), secret, now)).toBeNull();
  });
});
