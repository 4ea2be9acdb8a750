import type { ReactNode } from 'react';
import { SubscriptionCheck } from '../../features/accounts/use-subscription-check';
import { useSession } from '../../lib/session';
import { hasTier } from '../guards';
import { IncomingAlertHost } from './incoming-alert-host';
import { visibleItems } from './menu-item';
import { ShellFrame } from './shell-frame';
import { SUB_USER_BOTTOM_BAR, SUB_USER_SIDE_MENU } from './sub-user-menu';
import { useUnreadLive } from './use-unread-live';

/** The sub user's chrome (spec 02 §2, sub-user area). */
export function SubUserShell({ children }: { children: ReactNode }) {
  const { subscriptionsId } = useSession();
  const unread = useUnreadLive(hasTier('chat', subscriptionsId));
  return (
    <ShellFrame
      homePath="/subuser-dashboard"
      sideMenu={visibleItems(SUB_USER_SIDE_MENU, subscriptionsId)}
      bottomBar={visibleItems(SUB_USER_BOTTOM_BAR, subscriptionsId)}
      unread={unread}
    >
      {/* spec 01 §4: a sub user whose organisation's plan is 'deactive' is logged out. */}
      <SubscriptionCheck />
      <IncomingAlertHost />
      {children}
    </ShellFrame>
  );
}
