import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'wouter';
import { useLocation } from '../../lib/navigation';
import { isActive, type MenuItem } from './menu-item';
import { UnreadBadge, UnreadLabel, useUnreadOf } from './unread-badge';

/** The bottom bar of a signed-in shell on phones (spec 01 §2, spec 02 §2). */
export function BottomBar({ items }: { items: readonly MenuItem[] }) {
  const { pathname } = useLocation();
  return (
    <SimpleGrid component="nav" aria-label="Quick links" cols={items.length} spacing={0} h="100%">
      {items.map((item) => (
        <BottomBarEntry key={item.to} item={item} active={isActive(item, pathname)} />
      ))}
    </SimpleGrid>
  );
}

function BottomBarEntry({ item, active }: { item: MenuItem; active: boolean }) {
  const unread = useUnreadOf(item);
  return (
    <UnstyledButton
      component={Link}
      to={item.to}
      aria-current={active ? 'page' : undefined}
      c={active ? 'navy.7' : 'gray.7'}
      fw={active ? 700 : 500}
      mih={56}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        position: 'relative',
      }}
    >
      <UnreadBadge count={unread} floating />
      <item.icon size={24} aria-hidden stroke={active ? 2.2 : 1.7} />
      <Text component="span" fz="xs" fw="inherit" c="inherit">
        <UnreadLabel label={item.label} count={unread} />
      </Text>
    </UnstyledButton>
  );
}
