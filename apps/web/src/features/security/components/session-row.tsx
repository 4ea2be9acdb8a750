import type { ActiveSession } from '@faith-shield/contract/security/security-settings';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { when } from '../when';

type Props = { session: ActiveSession; onEnd: (id: string) => void };

/** One live session: device, network and last use, with 'End' unless it is this one. */
export function SessionRow({ session, onEnd }: Props) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconDeviceDesktop size={22} aria-hidden />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {session.device || 'Unknown device'}
              {session.current ? ' · this device' : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {session.network || 'Unknown network'} · last used {when(session.last_used_at)}
            </Text>
          </Stack>
        </Group>
        {!session.current && (
          <Button
            size="compact-md"
            variant="light"
            color="red"
            onClick={() => onEnd(session.id)}
            style={{ flexShrink: 0 }}
            aria-label={`End the session on ${session.device || 'an unknown device'}`}
          >
            End
          </Button>
        )}
      </Group>
    </Paper>
  );
}
