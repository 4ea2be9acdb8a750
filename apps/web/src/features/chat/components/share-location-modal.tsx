import { CHAT_MESSAGES } from '@faith-shield/contract/chat/chat-messages';
import type { Owner } from '@faith-shield/contract/chat/get-owners';
import { Button, Checkbox, Group, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { showSuccess } from '../../../components/ui/toast';
import { useAddMapChat } from '../api/add-map-chat';
import { canLocatePhone, type PhonePosition, usePhonePosition } from '../use-phone-position';
import { filterOwners, OwnerFilter } from './owner-filter';

type Props = { opened: boolean; owners: readonly Owner[]; onClose: () => void; onShared: () => void };

/**
 * spec 02 §2: 'Share Location' — tick owners of the community and submit; each receives a map
 * link to this organisation's place of worship by its street address, or (ours, where the
 * person allows it) to where the phone is now; the modal closes back to /chat.
 */
export function ShareLocationModal({ opened, owners, onClose, onShared }: Props) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const share = useAddMapChat();
  const phone = usePhonePosition();
  const shown = filterOwners(owners, query);
  const isHere = phone.position.state !== 'idle';

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
    phone.reset();
    onClose();
  };

  const submit = async () => {
    if (selected.size === 0) return setError(CHAT_MESSAGES.chooseOwner);
    if (isHere && phone.position.state !== 'found') return setError(CHAT_MESSAGES.badPosition);
    setError(null);
    const phoneAt = phone.position.state === 'found' ? phone.position.at : undefined;
    const answer = await share.mutateAsync({ owners, selected, phoneAt });
    if (answer.status !== 1) return setError(answer.message);
    showSuccess(answer.message);
    close();
    onShared();
  };

  return (
    <Modal opened={opened} onClose={close} title="Share Location" centered>
      <Stack gap="md">
        <Text size="sm">Send a map link to the owners you tick.</Text>
        {canLocatePhone() && (
          <Radio.Group
            label="Location to share"
            value={isHere ? 'here' : 'place'}
            onChange={(value) => {
              setError(null);
              if (value === 'here') phone.locate();
              else phone.reset();
            }}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="place" label="Our place of worship (its street address)" />
              <Radio value="here" label="Where I am now (this phone's location)" />
            </Stack>
          </Radio.Group>
        )}
        <PositionNote position={phone.position} />
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
          <Button
            onClick={() => void submit()}
            loading={share.isPending || phone.position.state === 'asking'}
          >
            Share
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PositionNote({ position }: { position: PhonePosition }) {
  if (position.state === 'asking') return <Text size="sm">Finding where you are…</Text>;
  if (position.state === 'refused')
    return (
      <Text size="sm" c="red.8" role="status">
        Your phone did not share its location. Allow location for this site, or share your place of worship.
      </Text>
    );
  if (position.state === 'found')
    return (
      <Text size="sm" role="status">
        Location found (within about {position.accuracy} m).
      </Text>
    );
  return null;
}
