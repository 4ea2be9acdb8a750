import type { ComponentType } from 'react';
import { CONTENT_ROUTES } from './content/content-routes';

export type OperatorScreen = ComponentType<{ params: Record<string, string> }>;

export type OperatorRoute = {
  path: string;
  title: string;
  /** Signed-out pages (sign-in, set-up) are drawn without the shell. */
  signedOut?: true;
  load: () => Promise<{ default: OperatorScreen }>;
};

/** Every screen of the console (docs/decisions/022); each is a chunk of its own. */
export const OPERATOR_ROUTES: OperatorRoute[] = [
  {
    path: '/operator/login',
    title: 'Operator sign-in',
    signedOut: true,
    load: () => import('./components/operator-login-page').then((m) => ({ default: m.OperatorLoginPage })),
  },
  {
    path: '/operator/setup',
    title: 'Operator set-up',
    signedOut: true,
    load: () => import('./components/operator-setup-page').then((m) => ({ default: m.OperatorSetupPage })),
  },
  {
    path: '/operator/customers',
    title: 'Customers',
    load: () => import('./components/applicants-page').then((m) => ({ default: m.ApplicantsPage })),
  },
  {
    path: '/operator/organisations',
    title: 'Organisations',
    load: () => import('./components/organisations-page').then((m) => ({ default: m.OrganisationsPage })),
  },
  {
    path: '/operator/organisations/:id',
    title: 'Organisation',
    load: () => import('./components/organisation-page').then((m) => ({ default: m.OrganisationPage })),
  },
  {
    path: '/operator/audit-log',
    title: 'Audit log',
    load: () => import('./components/audit-log-page').then((m) => ({ default: m.AuditLogPage })),
  },
  // content editing (docs/decisions/023)
  ...CONTENT_ROUTES.map(({ path, title, load }) => ({ path, title, load })),
];

/** Where /operator itself leads once signed in. */
export const OPERATOR_HOME = '/operator/customers';
