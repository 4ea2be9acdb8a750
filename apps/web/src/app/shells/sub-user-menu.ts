import {
  IconAlertTriangle,
  IconBell,
  IconBooks,
  IconCalendarEvent,
  IconChartBar,
  IconClipboardCheck,
  IconClipboardList,
  IconClipboardPlus,
  IconLayoutDashboard,
  IconLock,
  IconMessages,
  IconNews,
  IconUser,
} from '@tabler/icons-react';
import type { MenuItem } from './menu-item';

/** spec 02 §2, sub-user area chrome: side menu. */
export const SUB_USER_SIDE_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', to: '/subuser-dashboard', icon: IconLayoutDashboard },
  // spec 03 §2: every plan; both areas open /alerts
  { label: 'Alerts', to: '/alerts', icon: IconAlertTriangle, alsoOn: ['/send-alert'] },
  // spec 03 §3: every plan; both areas open /incidents
  { label: 'Incidents', to: '/incidents', icon: IconClipboardList },
  { label: 'Profile', to: '/subuser-profile', icon: IconUser },
  { label: 'Resource Hub', to: '/subuser-resource', icon: IconBooks },
  {
    label: 'Events',
    to: '/subuser-events',
    icon: IconCalendarEvent,
    alsoOn: ['/subuser-view-events', '/subuser-event-attendance', '/subuser-attendance-sheet'],
  },
  // spec 03 §4: duties, check-in and away dates; leaders reach Posts from there
  { label: 'My Duties', to: '/my-duties', icon: IconClipboardCheck, tier: 'advance' },
  { label: 'Reports', to: '/subuser-monthly-reports', icon: IconChartBar },
  { label: 'Notification', to: '/subuser-notification', icon: IconBell, unread: 'notifications' },
  { label: 'News & Blog', to: '/subuser-news', icon: IconNews },
  // the bottom bar's Chat, which wide screens do not show (the spec's side menu names none)
  { label: 'Chat', to: '/subuser-chat-detail', icon: IconMessages, unread: 'chat' },
  { label: 'Change Password', to: '/subuser-change-password', icon: IconLock },
];

/** spec 02 §2: bottom bar. */
export const SUB_USER_BOTTOM_BAR: readonly MenuItem[] = [
  { label: 'Dashboard', to: '/subuser-dashboard', icon: IconLayoutDashboard },
  // spec 03 §3: one tap to the incident form from every screen
  { label: 'Report', to: '/report-incident', icon: IconClipboardPlus },
  {
    label: 'Events',
    to: '/subuser-events',
    icon: IconCalendarEvent,
    alsoOn: ['/subuser-view-events', '/subuser-event-attendance', '/subuser-attendance-sheet'],
  },
  { label: 'Chat', to: '/subuser-chat-detail', icon: IconMessages, unread: 'chat' },
  { label: 'Profile', to: '/subuser-profile', icon: IconUser },
];
