import { Modal, Stack, Text, TextInput } from '@mantine/core';

type Props = { url: string | null; onClose: () => void };

/** Where neither a share sheet nor the clipboard can be used: the link, ready to copy by hand. */
export function ShareFallback({ url, onClose }: Props) {
  return (
    <Modal opened={url !== null} onClose={onClose} title="Share this item" centered>
      <Stack gap="sm">
        <Text size="sm">Anyone with this link can see the item, without signing in.</Text>
        <TextInput
          label="Link to the item"
          value={url ?? ''}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-autofocus
        />
      </Stack>
    </Modal>
  );
}
