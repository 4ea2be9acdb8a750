import { TIERS, type TierName } from '@faith-shield/contract/shared/constants';

const opens = (tier: TierName, subscriptionsId: number) =>
  (TIERS[tier] as readonly number[]).includes(subscriptionsId);

/** spec 01 §2: Manage Inventory goes to /manage-inventory for ids 1 to 4, otherwise /subscriptions. */
export const manageInventoryTarget = (subscriptionsId: number) =>
  opens('inventory', subscriptionsId) ? '/manage-inventory' : '/subscriptions';

/** spec 01 §2: the resource block shows for ids 1, 3 and 4. */
export const showsResourceBlock = (subscriptionsId: number) => opens('content', subscriptionsId);

/** Recommendations (the risk assessment's scores and plan) come with every plan (DESIGN.md §4). */
export const showsRecommendations = (subscriptionsId: number) => opens('recommendations', subscriptionsId);
