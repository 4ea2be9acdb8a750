import {
  IconAlertTriangle,
  IconBell,
  IconCalendarEvent,
  IconCalendarPlus,
  IconChartBar,
  IconClipboardCheck,
  IconClipboardList,
  IconClipboardPlus,
  IconCreditCard,
  IconHeadset,
  IconLayoutDashboard,
  IconListDetails,
  IconLock,
  IconMapPin,
  IconMessages,
  IconPackage,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { MenuItem } from './menu-item';

/** spec 01 §2, logged-in shell of the main account holder: side menu; Sub Users per DESIGN.md §4 (Advance), with an upgrade path below it. */
export const OWNER_SIDE_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  // spec 03 §2: every plan; both areas open /alerts
  { label: 'Alerts', to: '/alerts', icon: IconAlertTriangle, alsoOn: ['/send-alert'] },
  // spec 03 §3: every plan; both areas open /incidents
  { label: 'Incidents', to: '/incidents', icon: IconClipboardList },
  { label: 'Profile', to: '/profile', icon: IconUser },
  {
    label: 'Manage Inventory',
    to: '/manage-inventory',
    icon: IconPackage,
    tier: 'inventory',
    alsoOn: ['/add-inventory', '/edit-inventory'],
  },
  {
    label: 'Events',
    to: '/events',
    icon: IconCalendarEvent,
    tier: 'advance',
    alsoOn: ['/add-events', '/edit-event', '/view-events', '/event-attendance', '/attendance-sheet'],
  },
  // spec 03 §4: the duty roster comes with events
  { label: 'Posts', to: '/posts', icon: IconMapPin, tier: 'advance' },
  { label: 'My Duties', to: '/my-duties', icon: IconClipboardCheck, tier: 'advance' },
  {
    label: 'Sub Users',
    to: '/sub-users',
    icon: IconUsersGroup,
    tier: 'advance',
    alsoOn: ['/subuser', '/add-subuser', '/edit-subuser'],
    // The guard sends a lower plan from /sub-users to /dashboard (spec 01 §2, tier C); the menu
    // shows the owner the way to the plan that has it instead.
    upgradeTo: { path: '/subscriptions', note: 'Upgrade to Advance' },
  },
  // spec 02 §2: /monthly-reports is the owner's (Advance); the spec's menu names no way there
  { label: 'Reports', to: '/monthly-reports', icon: IconChartBar, tier: 'advance' },
  // spec 02 §2: /chat is the owner's, in every plan (DESIGN.md §4); the spec's menu names no way there
  {
    label: 'Chat',
    to: '/chat',
    icon: IconMessages,
    tier: 'chat',
    alsoOn: ['/chat-detail'],
    unread: 'chat',
  },
  // spec 02 §2: /notification is the owner's; the spec's menu names no way there
  { label: 'Notification', to: '/notification', icon: IconBell, unread: 'notifications' },
  { label: 'Subscriptions', to: '/subscriptions', icon: IconCreditCard },
  { label: 'Change Password', to: '/change-password', icon: IconLock },
  // spec 03 §5: the owner's record of who did what
  { label: 'Audit log', to: '/audit-log', icon: IconListDetails },
  { label: 'Customer Support', to: '/contact-customer-support', icon: IconHeadset },
];

/**
 * spec 01 §2: bottom bar; Events opens /add-events for ids 1 and 4 only. Chat as in the sub
 * user's bar, so a phone shows a message arrived without opening the menu.
 */
export const OWNER_BOTTOM_BAR: readonly MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  // spec 03 §3: one tap to the incident form from every screen
  { label: 'Report', to: '/report-incident', icon: IconClipboardPlus },
  { label: 'Events', to: '/add-events', icon: IconCalendarPlus, tier: 'advance' },
  { label: 'Chat', to: '/chat', icon: IconMessages, tier: 'chat', alsoOn: ['/chat-detail'], unread: 'chat' },
  { label: 'Profile', to: '/profile', icon: IconUser },
];
