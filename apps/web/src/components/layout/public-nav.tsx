import { Anchor, Group, type MantineBreakpoint } from '@mantine/core';
import { Link } from 'wouter';
import { SITE_NAV } from './site-nav';

/** The navigation in one row, for wide screens. */
export function PublicNav({ visibleFrom }: { visibleFrom: MantineBreakpoint }) {
  return (
    <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" visibleFrom={visibleFrom}>
      {SITE_NAV.map((item) => (
        <Anchor
          key={item.to}
          component={Link}
          to={item.to}
          c="gray.9"
          fw={500}
          fz="sm"
          px={10}
          mih={44}
          style={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}
        >
          {item.label}
        </Anchor>
      ))}
    </Group>
  );
}
