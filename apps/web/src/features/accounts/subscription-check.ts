import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { PLAN, USER_TYPE } from '@faith-shield/contract/shared/constants';
import type { Session } from '../../lib/session';

export type CheckOutcome =
  | { kind: 'none' }
  | { kind: 'resubscribe'; subscriptionsId: number }
  | { kind: 'logout' };

/**
 * spec 01 §4, the subscription consistency check against get_profile. Owner: a stored id with
 * a 'deactive' plan becomes 0, and a stored 0 with an 'active' plan becomes the profile's id;
 * either way the owner goes to /subscriptions. Sub user: a 'deactive' plan logs them out.
 */
export function subscriptionCheck(
  session: Session,
  profile: Pick<Profile, 'plan_status' | 'subscriptions_id'>,
): CheckOutcome {
  if (!session.token) return { kind: 'none' };
  if (session.type !== USER_TYPE.owner)
    return profile.plan_status === 'deactive' ? { kind: 'logout' } : { kind: 'none' };
  if (session.subscriptionsId !== PLAN.none && profile.plan_status === 'deactive')
    return { kind: 'resubscribe', subscriptionsId: PLAN.none };
  if (session.subscriptionsId === PLAN.none && profile.plan_status === 'active')
    return { kind: 'resubscribe', subscriptionsId: profile.subscriptions_id };
  return { kind: 'none' };
}
