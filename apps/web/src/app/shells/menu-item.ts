import type { TierName } from '@faith-shield/contract/shared/constants';
import type { Icon } from '@tabler/icons-react';
import { hasTier } from '../guards';

export type MenuItem = {
  label: string;
  to: string;
  icon: Icon;
  /** Shown only when the owner's plan has this tier (spec 01 §2). */
  tier?: TierName;
};

export const visibleItems = (items: readonly MenuItem[], subscriptionsId: number) =>
  items.filter((item) => !item.tier || hasTier(item.tier, subscriptionsId));

/** Whether `pathname` is the item's screen or one below it, so the right entry is highlighted. */
export const isActive = (item: MenuItem, pathname: string) =>
  pathname === item.to || pathname.startsWith(`${item.to}/`);
