import type { getChatListCall } from '@faith-shield/contract/chat/get-chat-list';
import type { getOwnersCall } from '@faith-shield/contract/chat/get-owners';
import type { homeCall } from '@faith-shield/contract/dashboard/home';
import type { eventsCall } from '@faith-shield/contract/events/events';
import type { getInventoriesCall } from '@faith-shield/contract/inventory/get-inventories';
import type { resourcesCall } from '@faith-shield/contract/resources/resources';
import type { generalCall } from '@faith-shield/contract/risk/general';
import type { riskActionPlanCall } from '@faith-shield/contract/risk/risk-action-plan';
import type { getSubUserCall } from '@faith-shield/contract/sub-users/get-sub-user';
import { firstCall } from '../lib/first-call';
import { hasTier } from './guards';
import { type AppRoute, route } from './route';

// Screens loaded from this file are for signed-in users only: a visitor's page never loads them;
// the service worker precaches them after the page, for offline use (pwa-precache.ts).

/** spec 01 §2 and spec 02 §2, administrator area; tiers per DESIGN.md §4. */
const OWNER: AppRoute[] = [
  route(
    '/dashboard',
    'Dashboard',
    'protected',
    () =>
      import('../features/dashboard/components/dashboard-page').then((m) => ({
        default: m.DashboardPage,
      })),
    ({ subscriptionsId }) => [
      firstCall<typeof homeCall>('home', {}),
      ...(hasTier('recommendations', subscriptionsId)
        ? [
            firstCall<typeof generalCall>('general', {}),
            firstCall<typeof riskActionPlanCall>('risk_action_plan', {}),
          ]
        : []),
      ...(hasTier('content', subscriptionsId) ? [firstCall<typeof resourcesCall>('resources', {})] : []),
    ],
  ),
  route('/profile', 'Profile', 'protected', () =>
    import('../features/accounts/components/profile-page').then((m) => ({ default: m.ProfilePage })),
  ),
  route('/change-password', 'Change Password', 'protected', () =>
    import('../features/accounts/components/change-password-page').then((m) => ({
      default: m.ChangePasswordPage,
    })),
  ),
  route('/subscriptions', 'Subscriptions', 'protected', () =>
    import('../features/subscriptions/components/subscriptions-page').then((m) => ({
      default: m.SubscriptionsPage,
    })),
  ),
  route('/payment', 'Payment', 'protected', () =>
    import('../features/subscriptions/components/payment-page').then((m) => ({ default: m.PaymentPage })),
  ),
  route('/contact-customer-support', 'Customer Support', 'protected', () =>
    import('../features/accounts/components/contact-support-page').then((m) => ({
      default: m.ContactSupportPage,
    })),
  ),
  route('/risk-assessment', 'Risk Assessment', 'protected', () =>
    import('../features/risk/components/risk-assessment-page').then((m) => ({
      default: m.RiskAssessmentPage,
    })),
  ),
  route('/exterior/:id', 'Exterior', 'protected', () =>
    import('../features/risk/components/exterior-page').then((m) => ({ default: m.ExteriorPage })),
  ),
  route('/interior', 'Interior', 'protected', () =>
    import('../features/risk/components/fixed-list-page').then((m) => ({ default: m.InteriorPage })),
  ),
  route('/administration', 'Administration', 'protected', () =>
    import('../features/risk/components/fixed-list-page').then((m) => ({ default: m.AdministrationPage })),
  ),
  route('/detail', 'Detail', 'protected', () =>
    import('../features/risk/components/detail-page').then((m) => ({ default: m.DetailPage })),
  ),
  route('/certificate', 'Certificates', 'protected', () =>
    import('../features/certificates/components/certificates-page').then((m) => ({
      default: m.CertificatesPage,
    })),
  ),
  route('/add-certificate', 'Add Certificate', 'protected', () =>
    import('../features/certificates/components/add-certificate-page').then((m) => ({
      default: m.AddCertificatePage,
    })),
  ),
  route('/edit-certificate/:id', 'Edit Certificate', 'protected', () =>
    import('../features/certificates/components/edit-certificate-page').then((m) => ({
      default: m.EditCertificatePage,
    })),
  ),
  route('/view-certificate/:id', 'View Certificate', 'protected', () =>
    import('../features/certificates/components/view-certificate-page').then((m) => ({
      default: m.ViewCertificatePage,
    })),
  ),
  route('/notification', 'Notifications', 'protected', () =>
    import('../features/notifications/components/notifications-page').then((m) => ({
      default: m.NotificationsPage,
    })),
  ),
  route(
    '/chat',
    'Chat',
    'protected',
    () =>
      import('../features/chat/components/chat-page').then((m) => ({
        default: m.ChatPage,
      })),
    ({ subscriptionsId }) => [
      firstCall<typeof getChatListCall>('get_chat_list', {}),
      firstCall<typeof getOwnersCall>('get_owners', {}),
      ...(hasTier('advance', subscriptionsId) ? [firstCall<typeof getSubUserCall>('get_sub_user', {})] : []),
    ],
  ),
  route('/chat-detail/:id', 'Chat', 'protected', () =>
    import('../features/chat/components/chat-detail-page').then((m) => ({ default: m.ChatDetailPage })),
  ),
  // spec 03 §2, every plan; both areas open them at one address (routes.ts BOTH_AREAS).
  route('/alerts', 'Alerts', 'protected', () =>
    import('../features/alerts/components/alerts-page').then((m) => ({ default: m.AlertsPage })),
  ),
  route('/send-alert', 'Send Alert', 'protected', () =>
    import('../features/alerts/components/send-alert-page').then((m) => ({ default: m.SendAlertPage })),
  ),
  route('/alerts/:id', 'Alert', 'protected', () =>
    import('../features/alerts/components/alert-page').then((m) => ({ default: m.AlertPage })),
  ),
  // spec 03 §5: Profile → Security in both areas (BOTH_AREAS); the audit log is the owner's
  route('/security', 'Security', 'protected', () =>
    import('../features/security/components/security-page').then((m) => ({ default: m.SecurityPage })),
  ),
  // spec 03 §5: a leader held to setting it up opens this screen alone, with no shell (router.tsx)
  route('/two-factor-setup', 'Turn on two-factor authentication', null, () =>
    import('../features/security/components/two-factor-setup-page').then((m) => ({
      default: m.TwoFactorSetupPage,
    })),
  ),
  route('/audit-log', 'Audit log', 'protected', () =>
    import('../features/security/components/audit-log-page').then((m) => ({ default: m.AuditLogPage })),
  ),
  // spec 03 §3, every plan; both areas open them at one address (routes.ts BOTH_AREAS).
  route('/incidents', 'Incidents', 'protected', () =>
    import('../features/incidents/components/incidents-page').then((m) => ({ default: m.IncidentsPage })),
  ),
  route('/report-incident', 'Report Incident', 'protected', () =>
    import('../features/incidents/components/report-incident-page').then((m) => ({
      default: m.ReportIncidentPage,
    })),
  ),
  route('/incidents/:id', 'Incident', 'protected', () =>
    import('../features/incidents/components/incident-page').then((m) => ({ default: m.IncidentPage })),
  ),
  // spec 03 §4, the plans with events; both areas (routes.ts BOTH_AREAS).
  route('/posts', 'Posts', 'protected', () =>
    import('../features/duty-roster/components/posts-page').then((m) => ({ default: m.PostsPage })),
  ),
  route('/my-duties', 'My Duties', 'protected', () =>
    import('../features/duty-roster/components/my-duties-page').then((m) => ({ default: m.MyDutiesPage })),
  ),

  route(
    '/manage-inventory',
    'Manage Inventory',
    'tierA',
    () =>
      import('../features/inventory/components/manage-inventory-page').then((m) => ({
        default: m.ManageInventoryPage,
      })),
    () => [firstCall<typeof getInventoriesCall>('get_inventories', { page: 1 })],
  ),
  route('/add-inventory', 'Add Inventory', 'tierA', () =>
    import('../features/inventory/components/add-inventory-page').then((m) => ({
      default: m.AddInventoryPage,
    })),
  ),
  route('/edit-inventory/:id', 'Edit inventory', 'tierA', () =>
    import('../features/inventory/components/edit-inventory-page').then((m) => ({
      default: m.EditInventoryPage,
    })),
  ),

  route('/news', 'News & Blog', 'tierB', () =>
    import('../features/news/components/news-page').then((m) => ({ default: m.NewsPage })),
  ),
  route('/resources', 'Resource Hub', 'tierB', () =>
    import('../features/resources/components/resources-page').then((m) => ({ default: m.ResourcesPage })),
  ),
  route('/resource', 'Resource Hub', 'tierB', () =>
    import('../features/resources/components/resources-page').then((m) => ({ default: m.ResourcesPage })),
  ),

  route(
    '/events',
    'Events',
    'tierC',
    () =>
      import('../features/events/components/events-page').then((m) => ({
        default: m.EventsPage,
      })),
    () => [firstCall<typeof eventsCall>('events', { page: 1 })],
  ),
  route(
    '/add-events',
    'Add Event',
    'tierC',
    () =>
      import('../features/events/components/add-event-page').then((m) => ({
        default: m.AddEventPage,
      })),
    () => [firstCall<typeof getSubUserCall>('get_sub_user', {})],
  ),
  route('/edit-event/:id', 'Edit Event', 'tierC', () =>
    import('../features/events/components/edit-event-page').then((m) => ({ default: m.EditEventPage })),
  ),
  route('/view-events/:id', 'View Event', 'tierC', () =>
    import('../features/events/components/view-event-page').then((m) => ({ default: m.ViewEventPage })),
  ),
  route('/event-attendance/:id', 'Event Attendance', 'tierC', () =>
    import('../features/events/components/event-attendance-page').then((m) => ({
      default: m.EventAttendancePage,
    })),
  ),
  route('/attendance-sheet/:id', 'Attendance Sheet', 'tierC', () =>
    import('../features/events/components/attendance-sheet-page').then((m) => ({
      default: m.AttendanceSheetPage,
    })),
  ),
  route('/sub-users', 'Sub Users', 'tierC', () =>
    import('../features/sub-users/components/sub-users-page').then((m) => ({ default: m.SubUsersPage })),
  ),
  // spec 02 §2: add and edit submit to /subuser, the same list.
  route('/subuser', 'Sub Users', 'tierC', () =>
    import('../features/sub-users/components/sub-users-page').then((m) => ({ default: m.SubUsersPage })),
  ),
  route('/add-subuser', 'Add Sub User', 'tierC', () =>
    import('../features/sub-users/components/add-sub-user-page').then((m) => ({
      default: m.AddSubUserPage,
    })),
  ),
  route('/edit-subuser/:id', 'Edit Sub User', 'tierC', () =>
    import('../features/sub-users/components/edit-sub-user-page').then((m) => ({
      default: m.EditSubUserPage,
    })),
  ),
  route('/subuser-certificate', 'Sub User Certificates', 'tierC', () =>
    import('../features/certificates/components/team-certificates-page').then((m) => ({
      default: m.TeamCertificatesPage,
    })),
  ),
  route('/edit-certificates/:id/:user_id', 'Edit Sub User Certificate', 'tierC', () =>
    import('../features/certificates/components/edit-team-certificate-page').then((m) => ({
      default: m.EditTeamCertificatePage,
    })),
  ),
  route('/view-certificates/:id/:user_id', 'View Sub User Certificate', 'tierC', () =>
    import('../features/certificates/components/view-certificate-page').then((m) => ({
      default: m.ViewTeamCertificatePage,
    })),
  ),
  route('/monthly-reports', 'Monthly Reports', 'tierC', () =>
    import('../features/reports/components/monthly-reports-page').then((m) => ({
      default: m.MonthlyReportsPage,
    })),
  ),
];

/** spec 02 §2, sub-user area. */
const SUB_USER: AppRoute[] = [
  route('/subuser-dashboard', 'Dashboard', 'subUser', () =>
    import('../features/accounts/components/sub-user-dashboard-page').then((m) => ({
      default: m.SubUserDashboardPage,
    })),
  ),
  route('/subuser-resource', 'Resource Hub', 'subUser', () =>
    import('../features/resources/components/sub-user-resources-page').then((m) => ({
      default: m.SubUserResourcesPage,
    })),
  ),
  route('/subuser-events', 'Events', 'subUser', () =>
    import('../features/events/components/events-page').then((m) => ({ default: m.SubUserEventsPage })),
  ),
  route('/subuser-view-events/:id', 'View Event', 'subUser', () =>
    import('../features/events/components/view-event-page').then((m) => ({
      default: m.SubUserViewEventPage,
    })),
  ),
  route('/subuser-event-attendance/:id', 'Event Attendance', 'subUser', () =>
    import('../features/events/components/event-attendance-page').then((m) => ({
      default: m.SubUserEventAttendancePage,
    })),
  ),
  route('/subuser-attendance-sheet/:id', 'Attendance Sheet', 'subUser', () =>
    import('../features/events/components/attendance-sheet-page').then((m) => ({
      default: m.SubUserAttendanceSheetPage,
    })),
  ),
  route('/subuser-news', 'News & Blog', 'subUser', () =>
    import('../features/news/components/news-page').then((m) => ({ default: m.NewsPage })),
  ),
  route('/subuser-profile', 'Profile', 'subUser', () =>
    import('../features/accounts/components/profile-page').then((m) => ({ default: m.ProfilePage })),
  ),
  route('/subuser-change-password', 'Change Password', 'subUser', () =>
    import('../features/accounts/components/change-password-page').then((m) => ({
      default: m.SubUserChangePasswordPage,
    })),
  ),
  route('/subuser-chat-detail', 'Chat', 'subUser', () =>
    import('../features/chat/components/sub-user-chat-detail-page').then((m) => ({
      default: m.SubUserChatDetailPage,
    })),
  ),
  route('/subuser-certificates', 'Certificates', 'subUser', () =>
    import('../features/certificates/components/certificates-page').then((m) => ({
      default: m.SubUserCertificatesPage,
    })),
  ),
  route('/subuser-add-certificate', 'Add Certificate', 'subUser', () =>
    import('../features/certificates/components/add-certificate-page').then((m) => ({
      default: m.SubUserAddCertificatePage,
    })),
  ),
  route('/subuser-edit-certificate/:id', 'Edit Certificate', 'subUser', () =>
    import('../features/certificates/components/edit-certificate-page').then((m) => ({
      default: m.SubUserEditCertificatePage,
    })),
  ),
  route('/subuser-view-certificate/:id', 'View Certificate', 'subUser', () =>
    import('../features/certificates/components/view-certificate-page').then((m) => ({
      default: m.SubUserViewCertificatePage,
    })),
  ),
  route('/subuser-monthly-reports', 'Monthly Reports', 'subUser', () =>
    import('../features/reports/components/monthly-reports-page').then((m) => ({
      default: m.MonthlyReportsPage,
    })),
  ),
  route('/subuser-exterior/:id', 'Exterior', 'subUser', () =>
    import('../features/risk/components/exterior-page').then((m) => ({ default: m.SubUserExteriorPage })),
  ),
  route('/subuser-interior', 'Interior', 'subUser', () =>
    import('../features/risk/components/fixed-list-page').then((m) => ({ default: m.SubUserInteriorPage })),
  ),
  route('/subuser-administration', 'Administration', 'subUser', () =>
    import('../features/risk/components/fixed-list-page').then((m) => ({
      default: m.SubUserAdministrationPage,
    })),
  ),
  route('/subuser-detail', 'Detail', 'subUser', () =>
    import('../features/risk/components/detail-page').then((m) => ({ default: m.SubUserDetailPage })),
  ),
  route('/subuser-notification', 'Notifications', 'subUser', () =>
    import('../features/notifications/components/notifications-page').then((m) => ({
      default: m.SubUserNotificationsPage,
    })),
  ),
];

export const SIGNED_IN_ROUTES: readonly AppRoute[] = [...OWNER, ...SUB_USER];
