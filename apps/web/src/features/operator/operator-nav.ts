import { IconAddressBook, IconBuildingChurch, IconHistory } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { CONTENT_ROUTES } from './content/content-routes';

export type OperatorNavItem = { href: string; label: string; icon: ComponentType<{ size?: number }> };

/**
 * The console's navigation, in order: the one list the shell draws (desktop side bar and phone
 * menu). Content editing adds its items here.
 */
export const OPERATOR_NAV: OperatorNavItem[] = [
  { href: '/operator/customers', label: 'Customers', icon: IconAddressBook },
  { href: '/operator/organisations', label: 'Organisations', icon: IconBuildingChurch },
  { href: '/operator/audit-log', label: 'Audit log', icon: IconHistory },
  ...CONTENT_ROUTES.map(({ path, title, icon }) => ({ href: path, label: title, icon })),
];
