import { z } from 'zod';
import { defineCall } from '../shared/call';

/** spec 01 §4 and §8 ('Please select Subscription'); the rest where the spec is silent. */
export const PAYMENT_MESSAGES = {
  selectSubscription: 'Please select Subscription',
  cardDetails: 'Please enter your card details.',
  planUnavailable: 'This plan is no longer available. Please choose your plan again.',
  planChanged: 'The plan you chose does not match our plans. Please choose your plan again.',
  amountMismatch:
    'The amount does not match the price of the plan you chose. Please choose your plan again; you have not been charged.',
  alreadyActive: 'You already have an active plan. You can choose a new plan when the current one ends.',
  inProgress:
    'A payment for your organisation is already in progress. Please wait a moment, then check your subscription.',
  paid: (plan: string, until: string) => `Payment successful. Your ${plan} plan is active until ${until}.`,
} as const;

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
