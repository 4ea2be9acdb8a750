import { CHAT_MESSAGES } from '@faith-shield/contract/chat/chat-messages';
import type { Owner } from '@faith-shield/contract/chat/get-owners';
import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { showSuccess } from '../../../components/ui/toast';
import { useAddMapChat } from '../api/add-map-chat';
import { filterOwners, OwnerFilter } from './owner-filter';

type Props = { opened: boolean; owners: readonly Owner[]; onClose: () => void; onShared: () => void };

/**
 * spec 02 §2: 'Share Location' — tick owners of the community and submit; each receives a map
 * link to this organisation's place of worship, and the modal closes back to /chat.
 */
export function ShareLocationModal({ opened, owners, onClose, onShared }: Props) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const share = useAddMapChat();
  const shown = filterOwners(owners, query);

  const toggle = (id: string, isTicked: boolean) => {
    setError(null);
    setSelected((current) => {
      const next = new Set(current);
      if (isTicked) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const close = () => {
    setSelected(new Set());
    setError(null);
    setQuery('');
    onClose();
  };

  const submit = async () => {
    if (selected.size === 0) return setError(CHAT_MESSAGES.chooseOwner);
    setError(null);
    const answer = await share.mutateAsync({ owners, selected });
    if (answer.status !== 1) return setError(answer.message);
    showSuccess(answer.message);
    close();
    onShared();
  };

  return (
    <Modal opened={opened} onClose={close} title="Share Location" centered>
      <Stack gap="md">
        <Text size="sm">Send a map link to your place of worship to the owners you tick.</Text>
        <FormAlert message={error} />
        {owners.length > 8 && <OwnerFilter value={query} onChange={setQuery} />}
        {shown.length === 0 ? (
          <Text c="dimmed">No data found</Text>
        ) : (
          <ScrollArea.Autosize mah="50vh">
            <Stack gap={4} role="group" aria-label="Owners">
              {shown.map((owner) => (
                <Checkbox
                  key={owner.id}
                  checked={selected.has(owner.id)}
                  onChange={(event) => toggle(owner.id, event.currentTarget.checked)}
                  label={owner.name}
                  description={owner.worship_place_name}
                  styles={{ root: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={share.isPending}>
            Share
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
