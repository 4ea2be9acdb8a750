import { z } from 'zod';
import { defineCall } from '../shared/call';
import { PAYMENT_MESSAGES } from './payment-messages';

// Kept here too: the api and its tests name the messages beside the schema.
export { PAYMENT_MESSAGES };

const chosen = z
  .string({ error: PAYMENT_MESSAGES.selectSubscription })
  .trim()
  .min(1, PAYMENT_MESSAGES.selectSubscription)
  .max(100, PAYMENT_MESSAGES.planUnavailable);

/**
 * spec 01 §7: token, id, amount, plan_id, stripeToken. id, plan_id and amount are the chosen
 * plan as get_subscription listed it; the server charges the plan's own price and only checks
 * that `amount` agrees (DESIGN.md §4).
 */
export const PaymentRequestSchema = z.object({
  id: chosen,
  plan_id: chosen,
  amount: z
    .union([z.string(), z.number()], { error: PAYMENT_MESSAGES.selectSubscription })
    .transform((value) => (typeof value === 'string' ? value.trim() : value))
    .refine((value) => value !== '', PAYMENT_MESSAGES.selectSubscription)
    .transform(Number)
    .refine((value) => Number.isFinite(value) && value >= 0, PAYMENT_MESSAGES.amountMismatch),
  /** The card token from the card form (Stripe Elements, or the test-mode form: tok_visa…). */
  stripeToken: z
    .string({ error: PAYMENT_MESSAGES.cardDetails })
    .trim()
    .min(1, PAYMENT_MESSAGES.cardDetails)
    .max(255, PAYMENT_MESSAGES.cardDetails),
});

/** spec 01 §7: the client stores data.subscriptions_id and goes to /profile. */
export const paymentCall = defineCall({
  name: 'payment',
  method: 'POST',
  access: 'owner',
  request: PaymentRequestSchema,
  response: z.object({ subscriptions_id: z.number().int() }),
});
