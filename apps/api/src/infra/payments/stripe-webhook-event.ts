import Stripe from 'stripe';

/**
 * The event of a Stripe webhook, or null when the signature does not prove it came from
 * Stripe with this secret within the last 5 minutes (Stripe's default tolerance). Verified
 * offline against the raw body: a re-encoded body would not match.
 */
export function readStripeEvent(
  rawBody: Buffer,
  signature: string | string[] | undefined,
  secret: string,
  now: Date,
): Stripe.Event | null {
  if (typeof signature !== 'string' || signature === '') return null;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, undefined, undefined, now.getTime());
  } catch {
    // a bad signature, a stale timestamp or a body that is not JSON: all are refused alike
    return null;
  }
}
