import type { ReactNode } from 'react';
import { SubscriptionCheck } from '../../features/accounts/use-subscription-check';
import { useSession } from '../../lib/session';
import { hasTier } from '../guards';
import { IncomingAlertHost } from './incoming-alert-host';
import { visibleItems } from './menu-item';
import { OWNER_BOTTOM_BAR, OWNER_SIDE_MENU } from './owner-menu';
import { ShellFrame } from './shell-frame';
import { useUnreadLive } from './use-unread-live';

/** The main account holder's chrome; plan-gated entries follow subscriptions_id (spec 01 §2). */
export function OwnerShell({ children }: { children: ReactNode }) {
  const { subscriptionsId } = useSession();
  const unread = useUnreadLive(hasTier('chat', subscriptionsId));
  return (
    <ShellFrame
      homePath="/dashboard"
      sideMenu={visibleItems(OWNER_SIDE_MENU, subscriptionsId)}
      bottomBar={visibleItems(OWNER_BOTTOM_BAR, subscriptionsId)}
      unread={unread}
    >
      {/* spec 01 §4: the subscription consistency check runs as the signed-in area loads. */}
      <SubscriptionCheck />
      <IncomingAlertHost />
      {children}
    </ShellFrame>
  );
}
