import {
  PLAN_NAMES,
  type PlanId,
  type PlanStatus,
  TIERS,
  USER_TYPE,
} from '@faith-shield/contract/shared/constants';
import { effectivePlanTier } from '../../infra/auth/authenticate';

/**
 * How the organisation's plan reads to the client (spec 01 §3): subscriptions_id is the tier in
 * force (0 once the plan has ended), plan_status follows it, and plan_name names the plan the
 * organisation has or last had, so an owner whose plan ended still sees which one.
 * A sub user's plan is the organisation's, active only while it includes sub users (Advance or
 * the trial): below it their area closes (docs/decisions/010-sub-users.md).
 */
export function planSummary(
  organisation: { planTier: number; planEndsAt: Date | null },
  now: Date,
  userType: number = USER_TYPE.owner,
) {
  const inForce = effectivePlanTier(organisation.planTier, organisation.planEndsAt, now);
  const hasTeam = (TIERS.advance as readonly number[]).includes(inForce);
  const tier = userType === USER_TYPE.owner || hasTeam ? inForce : 0;
  const status: PlanStatus = tier > 0 ? 'active' : 'deactive';
  return {
    subscriptions_id: tier,
    plan_status: status,
    plan_name: PLAN_NAMES[organisation.planTier as PlanId] ?? '',
  };
}
