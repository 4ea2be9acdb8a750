import { NavLink, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useLocation } from '../../lib/navigation';
import { isActive, type MenuItem } from './menu-item';
import { UnreadBadge, UnreadLabel, useUnreadOf } from './unread-badge';

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
      {items.map((item) => (
        <SideMenuEntry
          key={item.label}
          item={item}
          active={isActive(item, pathname)}
          onNavigate={onNavigate}
        />
      ))}
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

function SideMenuEntry({
  item,
  active,
  onNavigate,
}: {
  item: MenuItem;
  active: boolean;
  onNavigate?: () => void;
}) {
  const unread = useUnreadOf(item);
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={<UnreadLabel label={item.label} count={unread} />}
      description={item.isUpgrade ? item.upgradeTo?.note : undefined}
      leftSection={<item.icon size={22} aria-hidden />}
      rightSection={<UnreadBadge count={unread} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="light"
      styles={{ label: { fontSize: 'var(--mantine-font-size-md)' } }}
    />
  );
}
