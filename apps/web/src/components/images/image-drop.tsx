import '@mantine/dropzone/styles.css';
import { IMAGE_MIME_TYPES } from '@faith-shield/contract/shared/constants';
import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';
import { Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useId, useMemo } from 'react';
import { imageFileProblem } from '../../lib/image-file-check';
import { showWarning } from '../ui/toast';
import { ImageThumbnail } from './image-thumbnail';

type Props = {
  label: string;
  /** The picture chosen now, not yet sent. */
  file: File | null;
  /** The picture kept so far (edit forms), under /uploads/. */
  current?: string;
  onChange: (file: File) => void;
  /** spec 02 §9: certificates 2 MB; inventory none. */
  maxBytes?: number;
  withAsterisk?: boolean;
  /** A field error such as 'Please select image'. */
  error?: string;
};

const hint = (maxBytes?: number) =>
  maxBytes ? `JPG or PNG, up to ${Math.round(maxBytes / 1_048_576)} MB` : 'JPG or PNG';

/**
 * One image, dropped on the area or picked with a tap (a phone offers its camera and gallery).
 * A file the spec refuses (type by content, size) is refused with its warning toast and the
 * previous choice stays (spec 02 §5, §8). The choice shows as a thumbnail that opens full size.
 */
export function ImageDrop({ label, file, current, onChange, maxBytes, withAsterisk, error }: Props) {
  const labelId = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const take = async ([chosen]: File[]) => {
    if (!chosen) return;
    const problem = await imageFileProblem(chosen, maxBytes);
    if (problem) showWarning(problem);
    else onChange(chosen);
  };
  const refuse = ([rejection]: FileRejection[]) => {
    const tooLarge = rejection?.errors.some((problem) => problem.code === 'file-too-large');
    showWarning(tooLarge ? IMAGE_MESSAGES.tooLarge : IMAGE_MESSAGES.wrongType);
  };
  const shown = preview ?? current;

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} withAsterisk={withAsterisk} error={error}>
      <Stack gap="xs" mt={4}>
        <Dropzone
          onDrop={(files) => void take(files)}
          onReject={refuse}
          accept={[...IMAGE_MIME_TYPES]}
          multiple={false}
          maxSize={maxBytes}
          role="button"
          aria-labelledby={labelId}
          aria-describedby={`${labelId}-hint`}
          inputProps={{ 'aria-label': label }}
          radius="md"
          mih={112}
          style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        >
          <Group justify="center" gap="sm" mih={80} wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <IconPhotoUp size={32} stroke={1.5} aria-hidden />
            <div>
              <Text fw={600}>{shown ? 'Choose another image' : 'Choose an image'}</Text>
              <Text size="sm" c="dimmed" id={`${labelId}-hint`}>
                Tap here or drop a file · {hint(maxBytes)}
              </Text>
            </div>
          </Group>
        </Dropzone>
        {shown && (
          <Group gap="sm" wrap="nowrap">
            <ImageThumbnail
              src={shown}
              alt={file ? `Chosen image ${file.name}` : 'Current image'}
              size={88}
            />
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {file ? file.name : 'Current image'}
            </Text>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
