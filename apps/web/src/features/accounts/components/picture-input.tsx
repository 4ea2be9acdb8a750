import { IMAGE_MIME_TYPES } from '@faith-shield/contract/shared/constants';
import { Button, Group, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { showWarning } from '../../../components/ui/toast';
import { pictureProblem } from '../picture-check';

type Props = { file: File | null; onChange: (file: File | null) => void };

/**
 * spec 01 §5 and §8: one JPG or PNG of at most 2 MB; anything else is refused with the spec's
 * warning toast and the previous choice stays.
 */
export function PictureInput({ file, onChange }: Props) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    input.value = '';
    if (!chosen) return;
    const problem = await pictureProblem(chosen);
    if (problem) {
      showWarning(problem);
      return;
    }
    onChange(chosen);
  };

  return (
    <Group gap="sm" wrap="wrap">
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        onChange={handleChange}
        aria-label="Profile picture"
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        tabIndex={-1}
      />
      <Button
        variant="default"
        leftSection={<IconPhoto size={18} aria-hidden />}
        onClick={() => inputRef.current?.click()}
      >
        Change picture
      </Button>
      <Text size="sm" c="dimmed">
        {file ? `Chosen: ${file.name}` : 'JPG or PNG, up to 2 MB'}
      </Text>
    </Group>
  );
}
