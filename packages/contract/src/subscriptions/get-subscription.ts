import { z } from 'zod';
import { defineCall } from '../shared/call';
import { PLAN_STATUSES } from '../shared/constants';

export const GET_SUBSCRIPTION_MESSAGES = { found: 'Subscription plans' } as const;

/** spec 01 §3 and §9: Monthly is shown as 30 Days, Yearly as 365 Days (PLAN_PERIOD_DAYS). */
export const PLAN_TYPES = ['Monthly', 'Yearly'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** A price the owner can choose (spec 01 §3: id, plan_id, name, price, type). */
export const SubscriptionPlanSchema = z.object({
  /** Sent back as `id` with the payment. */
  id: z.string(),
  /** The name of the price ('standard_monthly'), sent back as `plan_id` with the payment. */
  plan_id: z.string(),
  name: z.string(),
  /** US dollars, sent back as `amount` with the payment. */
  price: z.number(),
  type: z.enum(PLAN_TYPES),
  /** The feature popup's list (spec 01 §2). */
  features: z.array(z.string()),
  /** The tier this plan gives (spec 01 §3: 2 Basic, 3 Standard, 4 Advance). */
  subscriptions_id: z.number().int(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;

/**
 * The paid plan in force (spec 01 §3: plan_name, plan_price, plan_status, subscription_id, id).
 * A cancelled plan stays here, active, until the end of the period paid (docs/decisions/005).
 */
export const CurrentPlanSchema = z.object({
  /** The plan's id, as in `plans`: the radio to show as chosen. */
  id: z.string(),
  /** This subscription's id, sent back with subscription_cancel. */
  subscription_id: z.string(),
  plan_name: z.string(),
  plan_price: z.number(),
  plan_status: z.enum(PLAN_STATUSES),
  type: z.enum(PLAN_TYPES),
  subscriptions_id: z.number().int(),
  /** ISO 8601, UTC: the end of the period paid; the plan renews then unless cancelled. */
  ends_at: z.string(),
  cancel_at_period_end: z.boolean(),
});
export type CurrentPlan = z.infer<typeof CurrentPlanSchema>;

export const GetSubscriptionSchema = z.object({
  plans: z.array(SubscriptionPlanSchema),
  /** Null when no paid plan is in force: the owner may choose one (spec 01 §4). */
  current: CurrentPlanSchema.nullable(),
  /** ISO 8601, UTC: when the free trial ends, while it runs; null otherwise. */
  trial_ends_at: z.string().nullable(),
  /** The tier in force now, 0 for none (spec 01 §3). */
  subscriptions_id: z.number().int(),
  /**
   * Stripe's publishable key when payments go through Stripe and STRIPE_PUBLISHABLE_KEY is set:
   * the card form is then Stripe Elements. Null: the built-in test-mode card form (DESIGN.md §2).
   */
  stripe_publishable_key: z.string().nullable(),
});
export type GetSubscription = z.infer<typeof GetSubscriptionSchema>;

/** spec 01 §7: the plan list and the current plan; owners only, on any plan or none. */
export const getSubscriptionCall = defineCall({
  name: 'get_subscription',
  method: 'POST',
  access: 'owner',
  request: z.object({}),
  response: GetSubscriptionSchema,
});
