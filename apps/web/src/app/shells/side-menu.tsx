import { NavLink, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useLocation } from '../../lib/navigation';
import { isActive, type MenuItem } from './menu-item';

type Props = {
  items: readonly MenuItem[];
  onNavigate?: () => void;
  onLogout: () => void;
};

/** The side menu of a signed-in shell: its screens, then logout. */
export function SideMenu({ items, onNavigate, onLogout }: Props) {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label="Main menu" gap={4} h="100%">
      {items.map((item) => {
        const active = isActive(item, pathname);
        return (
          <NavLink
            key={item.label}
            component={Link}
            to={item.to}
            label={item.label}
            description={item.isUpgrade ? item.upgradeTo?.note : undefined}
            leftSection={<item.icon size={22} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
            styles={{ label: { fontSize: 'var(--mantine-font-size-md)' } }}
          />
        );
      })}
      <NavLink
        component="button"
        type="button"
        mt="auto"
        label="Logout"
        leftSection={<IconLogout size={22} aria-hidden />}
        onClick={onLogout}
        c="red.9"
        styles={{ label: { fontSize: 'var(--mantine-font-size-md)' } }}
      />
    </Stack>
  );
}
