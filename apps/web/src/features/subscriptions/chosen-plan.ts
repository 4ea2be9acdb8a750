import type { SubscriptionPlan } from '@faith-shield/contract/subscriptions/get-subscription';
import type { ChosenPlan } from '../../lib/session';

/** spec 01 §3: the plan picked on /subscriptions as the session keeps it; sub_id is the tier. */
export const toChosenPlan = (plan: SubscriptionPlan): ChosenPlan => ({
  sub_id: plan.subscriptions_id,
  plan_id: plan.plan_id,
  price: String(plan.price),
  sub_type: plan.type,
});

/**
 * The plan on offer that the saved choice names, or null (nothing saved, a plan withdrawn
 * since, or storage edited by hand): /payment then sends the owner back to choose again.
 */
export const findChosenPlan = (
  plans: readonly SubscriptionPlan[],
  chosen: ChosenPlan | null,
): SubscriptionPlan | null => {
  if (!chosen || typeof chosen.plan_id !== 'string') return null;
  return plans.find((plan) => plan.plan_id === chosen.plan_id && plan.type === chosen.sub_type) ?? null;
};
