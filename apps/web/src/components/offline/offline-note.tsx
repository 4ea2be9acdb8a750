import { Group, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { clockTime, useIsOnline, useShownSince } from '../../lib/offline/use-offline-state';

/**
 * With no network, a strip above the screen: 'offline — as of 10:42', the time the oldest list
 * it shows was last read (spec 03 §3). Nothing while online.
 */
export function OfflineNote() {
  const isOnline = useIsOnline();
  const since = useShownSince();
  if (isOnline) return null;
  return (
    <Group
      role="status"
      gap={6}
      px="sm"
      py={6}
      mb="sm"
      wrap="nowrap"
      bg="yellow.1"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <IconCloudOff size={18} aria-hidden />
      <Text size="sm" fw={600}>
        {since === null ? 'offline' : `offline — as of ${clockTime(since)}`}
      </Text>
    </Group>
  );
}
