import { createHash } from 'node:crypto';
import { addDays, type PaymentProvider } from './payment-provider';

/** Stripe's documented test tokens (DESIGN.md §2) and the messages Stripe declines them with. */
export const TEST_CARD_TOKENS = {
  accepted: ['tok_visa', 'tok_mastercard', 'tok_amex', 'tok_visa_debit', 'tok_discover'],
  declined: {
    tok_chargeDeclined: 'Your card was declined.',
    tok_chargeDeclinedInsufficientFunds: 'Your card has insufficient funds.',
    tok_chargeDeclinedExpiredCard: 'Your card has expired.',
    tok_chargeDeclinedIncorrectCvc: "Your card's security code is incorrect.",
    tok_chargeDeclinedProcessingError:
      'An error occurred while processing your card. Try again in a little bit.',
  } as Record<string, string>,
} as const;

/** Ids derived from the idempotency key: asking twice gives the same answer, as Stripe does. */
const idFrom = (prefix: string, ...parts: string[]) =>
  `${prefix}_test_${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 24)}`;

/**
 * The built-in provider when STRIPE_SECRET_KEY is unset: behaves like Stripe's test mode
 * (DESIGN.md §2). It keeps no state; the database holds the subscriptions, and the plan job
 * renews them at the period end unless cancelled.
 */
export function testPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    renewal: 'job',
    async startSubscription({ token, plan, idempotencyKey, customerId, periodStart }) {
      const declined = TEST_CARD_TOKENS.declined[token];
      if (declined) return { ok: false, message: declined };
      if (!(TEST_CARD_TOKENS.accepted as readonly string[]).includes(token)) {
        return { ok: false, message: `No such token: '${token}'` };
      }
      return {
        ok: true,
        customerId: customerId ?? idFrom('cus', idempotencyKey),
        subscriptionId: idFrom('sub', idempotencyKey),
        periodEnd: addDays(periodStart, plan.periodDays),
        reference: idFrom('ch', idempotencyKey),
      };
    },
    async cancelAtPeriodEnd() {
      return { ok: true };
    },
    // nothing to tell: renew() is given the plan's price at each period's end
    async setRenewalPrice() {
      return { ok: true };
    },
    async renew({ subscriptionId, periodDays, periodEnd }) {
      return {
        ok: true,
        periodEnd: addDays(periodEnd, periodDays),
        reference: idFrom('ch', subscriptionId, periodEnd.toISOString()),
      };
    },
  };
}
