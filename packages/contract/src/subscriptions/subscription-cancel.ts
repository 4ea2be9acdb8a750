import { z } from 'zod';
import { defineCall } from '../shared/call';

export const SUBSCRIPTION_CANCEL_MESSAGES = {
  chooseSubscription: 'Please choose the subscription to cancel.',
  notFound: 'This subscription was not found.',
  ended: 'This subscription has already ended.',
  providerFailed: 'We could not reach the payment provider to cancel your plan. Please try again later.',
  cancelled: (plan: string, until: string) =>
    `Your subscription has been cancelled. Your ${plan} plan stays active until ${until} and will not renew.`,
} as const;

/** spec 01 §7: token, id, subscription_id, as get_subscription's `current` gave them. */
export const SubscriptionCancelRequestSchema = z.object({
  /** The plan's id; when sent it must be the subscription's plan. */
  id: z.string().trim().max(100).optional(),
  subscription_id: z
    .string({ error: SUBSCRIPTION_CANCEL_MESSAGES.chooseSubscription })
    .trim()
    .min(1, SUBSCRIPTION_CANCEL_MESSAGES.chooseSubscription)
    .max(100, SUBSCRIPTION_CANCEL_MESSAGES.notFound),
});

/** Ends renewal: the plan stays active until the end of the period paid (docs/decisions/005). */
export const subscriptionCancelCall = defineCall({
  name: 'subscription_cancel',
  method: 'POST',
  access: 'owner',
  request: SubscriptionCancelRequestSchema,
  response: z.object({
    /** ISO 8601, UTC: the plan turns 'deactive' then. */
    ends_at: z.string(),
  }),
});
