import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueuedCallName } from '../../lib/offline/queued-calls';
import { useQueuedWrites } from './use-queued-writes';

type Props = {
  call: QueuedCallName;
  /** Which of the call's writes belong to this screen (its event, its alert). */
  match: (payload: Record<string, unknown>) => boolean;
  /** What the write was, in the screen's words: 'Your headcount: 12'. */
  describe: (payload: Record<string, unknown>) => string;
};

/**
 * On a screen, its writes made offline: 'waiting to send' until they land, or the server's
 * refusal with Discard (sending again from the screen replaces it) (spec 03 §3).
 */
export function WaitingNote({ call, match, describe }: Props) {
  const writes = useQueuedWrites(call, match);
  const mutationCache = useQueryClient().getMutationCache();
  if (writes.length === 0) return null;
  return (
    <Stack gap="xs">
      {writes.map(({ mutation, write, refusal }) => (
        <Paper key={mutation.mutationId} withBorder p="sm" radius="md" bg={refusal ? 'red.0' : 'yellow.0'}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm">
                {describe(write.payload)}
              </Text>
              {refusal ? (
                <Text size="sm" c="red.9" role="alert">
                  Not sent: {refusal}
                </Text>
              ) : (
                <Group gap={4} wrap="nowrap">
                  <IconClockUp size={16} aria-hidden />
                  <Text size="sm">waiting to send</Text>
                </Group>
              )}
            </Stack>
            {refusal && (
              <Button
                variant="outline"
                color="red.9"
                mih={44}
                style={{ flexShrink: 0 }}
                onClick={() => mutationCache.remove(mutation)}
              >
                Discard
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
