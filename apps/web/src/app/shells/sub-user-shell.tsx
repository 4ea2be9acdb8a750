import type { ReactNode } from 'react';
import { SubscriptionCheck } from '../../features/accounts/use-subscription-check';
import { ShellFrame } from './shell-frame';
import { SUB_USER_BOTTOM_BAR, SUB_USER_SIDE_MENU } from './sub-user-menu';

/** The sub user's chrome (spec 02 §2, sub-user area). */
export function SubUserShell({ children }: { children: ReactNode }) {
  return (
    <ShellFrame homePath="/subuser-dashboard" sideMenu={SUB_USER_SIDE_MENU} bottomBar={SUB_USER_BOTTOM_BAR}>
      {/* spec 01 §4: a sub user whose organisation's plan is 'deactive' is logged out. */}
      <SubscriptionCheck />
      {children}
    </ShellFrame>
  );
}
