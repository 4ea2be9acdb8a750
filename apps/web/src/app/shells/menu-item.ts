import type { TierName } from '@faith-shield/contract/shared/constants';
import type { Icon } from '@tabler/icons-react';
import { hasTier } from '../guards';

export type MenuItem = {
  label: string;
  to: string;
  icon: Icon;
  /** Shown only when the owner's plan has this tier (spec 01 §2). */
  tier?: TierName;
  /**
   * Without the tier, the entry still shows but leads here (the plans), saying what it needs,
   * as the dashboard's Manage Inventory button does for plans without inventory.
   */
  upgradeTo?: { path: string; note: string };
  /** Other screens of the entry's (their paths and those below them), highlighted with it. */
  alsoOn?: readonly string[];
  /** Which unread count shows beside the entry. */
  unread?: 'chat' | 'notifications';
  /** Set by visibleItems on an entry that leads to the upgrade: it is never the page on screen. */
  isUpgrade?: boolean;
};

export const visibleItems = (items: readonly MenuItem[], subscriptionsId: number): MenuItem[] =>
  items.flatMap((item) => {
    if (!item.tier || hasTier(item.tier, subscriptionsId)) return [item];
    return item.upgradeTo ? [{ ...item, to: item.upgradeTo.path, isUpgrade: true }] : [];
  });

/** Whether `pathname` is the item's screen or one below it, so the right entry is highlighted. */
export const isActive = (item: MenuItem, pathname: string) =>
  !item.isUpgrade &&
  [item.to, ...(item.alsoOn ?? [])].some((path) => pathname === path || pathname.startsWith(`${path}/`));
