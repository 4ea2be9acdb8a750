import { IMAGE_MIME_TYPES } from '@faith-shield/contract/shared/constants';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { type ChangeEvent, useEffect, useMemo, useRef } from 'react';
import { showWarning } from '../../../components/ui/toast';
import { eventImageProblem } from '../event-image-check';
import { EventImage } from './event-image';

type Props = {
  file: File | null;
  /** The event's current image (edit), shown until another is chosen. */
  current?: string;
  onChange: (file: File) => void;
};

/**
 * spec 02 §5 and §8: one JPG or PNG; anything else is refused with a toast and the previous
 * choice stays. No size limit of its own beyond the server's upload limit.
 */
export function EventImageInput({ file, current = '', onChange }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    input.value = '';
    if (!chosen) return;
    const problem = await eventImageProblem(chosen);
    if (problem) {
      showWarning(problem);
      return;
    }
    onChange(chosen);
  };

  return (
    <Stack gap="xs">
      <Text component="span" fw={500} size="sm">
        Image
      </Text>
      <Box maw={360} w="100%">
        <EventImage image={preview || current} alt="The event's image" />
      </Box>
      <Group gap="sm">
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          onChange={handleChange}
          aria-label="Event image"
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          tabIndex={-1}
        />
        <Button
          variant="default"
          mih={44}
          leftSection={<IconPhoto size={18} aria-hidden />}
          onClick={() => inputRef.current?.click()}
        >
          {preview || current ? 'Change image' : 'Choose image'}
        </Button>
        <Text size="sm" c="dimmed">
          {file ? `Chosen: ${file.name}` : 'JPG or PNG'}
        </Text>
      </Group>
    </Stack>
  );
}
