import { PLAN_NAMES, type PlanId, type PlanStatus } from '@faith-shield/contract/shared/constants';
import { effectivePlanTier } from '../../infra/auth/authenticate';

/**
 * How the organisation's plan reads to the client (spec 01 §3): subscriptions_id is the tier in
 * force (0 once the plan has ended), plan_status follows it, and plan_name names the plan the
 * organisation has or last had, so an owner whose plan ended still sees which one.
 */
export function planSummary(organisation: { planTier: number; planEndsAt: Date | null }, now: Date) {
  const tier = effectivePlanTier(organisation.planTier, organisation.planEndsAt, now);
  const status: PlanStatus = tier > 0 ? 'active' : 'deactive';
  return {
    subscriptions_id: tier,
    plan_status: status,
    plan_name: PLAN_NAMES[organisation.planTier as PlanId] ?? '',
  };
}
