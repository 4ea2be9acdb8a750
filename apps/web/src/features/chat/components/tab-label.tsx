import { Badge, Group } from '@mantine/core';

/** A chat tab's name and, when any, its unread count. */
export function TabLabel({ label, unread }: { label: string; unread: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      {label}
      {unread > 0 && (
        // never squeezed by a long tab name at 360 px: its number must show
        <Badge size="sm" color="navy" aria-label={`${unread} unread`} style={{ flex: 'none' }}>
          {unread}
        </Badge>
      )}
    </Group>
  );
}
