import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/navigation';
import { QUEUED_CALLS } from '../../lib/offline/queued-calls';
import { clockTime } from '../../lib/offline/use-offline-state';
import type { ShownWrite } from './use-queued-writes';

type Props = { opened: boolean; onClose: () => void; writes: ShownWrite[] };

/**
 * Every write made offline, in the order it will be sent: waiting, or refused with the server's
 * message, Edit (back to its screen, where sending again replaces it) and Discard.
 */
export function WaitingList({ opened, onClose, writes }: Props) {
  const mutationCache = useQueryClient().getMutationCache();
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title="Waiting to send" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Saved on this phone. They are sent in this order when the network returns.
        </Text>
        {writes.map(({ mutation, write, refusal }) => (
          <Stack
            key={mutation.mutationId}
            gap={4}
            p="sm"
            bg={refusal ? 'red.0' : 'gray.0'}
            style={{ borderRadius: 8 }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{QUEUED_CALLS[write.call].label}</Text>
              <Text size="sm" c="dimmed">
                {clockTime(write.madeAt)}
              </Text>
            </Group>
            {refusal ? (
              <>
                <Text size="sm" c="red.9">
                  Not sent: {refusal}
                </Text>
                <Group gap="xs">
                  <Button
                    variant="light"
                    mih={44}
                    onClick={() => {
                      onClose();
                      navigate(write.path);
                    }}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    color="red.9"
                    mih={44}
                    onClick={() => mutationCache.remove(mutation)}
                  >
                    Discard
                  </Button>
                </Group>
              </>
            ) : (
              <Text size="sm">waiting to send</Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
