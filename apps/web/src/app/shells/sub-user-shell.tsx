import { ShellFrame } from './shell-frame';
import { SUB_USER_BOTTOM_BAR, SUB_USER_SIDE_MENU } from './sub-user-menu';

/** The sub user's chrome (spec 02 §2, sub-user area). */
export function SubUserShell() {
  return (
    <ShellFrame homePath="/subuser-dashboard" sideMenu={SUB_USER_SIDE_MENU} bottomBar={SUB_USER_BOTTOM_BAR} />
  );
}
