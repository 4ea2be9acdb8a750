import '@mantine/dropzone/styles.css';
import { IMAGE_MIME_TYPES } from '@faith-shield/contract/shared/constants';
import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';
import { Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useId, useMemo } from 'react';
import { type ImagePickProps, warnEach } from './image-pick-button';
import { keepPicked } from './image-rules';
import { ImageThumbnail } from './image-thumbnail';

type Props = ImagePickProps & {
  label: string;
  /** The picture kept so far (edit forms), under /uploads/. */
  current?: string;
  withAsterisk?: boolean;
  error?: string;
};

const hint = (maxBytes?: number) =>
  maxBytes ? `JPG or PNG, up to ${Math.round(maxBytes / 1_048_576)} MB` : 'JPG or PNG';

/**
 * The image picker as a drop area: one image, dropped or picked with a tap (a phone offers its
 * camera and gallery), checked like every pick (image-rules.ts).
 * The choice shows as a thumbnail that opens full size.
 */
export function ImageDropPicker({
  label,
  files,
  onChange,
  rules,
  onProblems,
  current,
  withAsterisk,
  error,
}: Props) {
  const labelId = useId();
  const [file = null] = files;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const say = onProblems ?? warnEach;

  const take = async (chosen: File[]) => {
    const kept = await keepPicked(files, chosen, rules);
    say(kept.problems);
    if (kept.files !== files) onChange(kept.files);
  };
  const refuse = ([rejection]: FileRejection[]) => {
    const tooLarge = rejection?.errors.some((problem) => problem.code === 'file-too-large');
    const messages = rules.messages;
    say([
      tooLarge
        ? (messages?.tooLarge ?? IMAGE_MESSAGES.tooLarge)
        : (messages?.wrongType ?? IMAGE_MESSAGES.wrongType),
    ]);
  };
  const shown = preview ?? current;

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} withAsterisk={withAsterisk} error={error}>
      <Stack gap="xs" mt={4}>
        <Dropzone
          onDrop={(dropped) => void take(dropped)}
          onReject={refuse}
          accept={[...IMAGE_MIME_TYPES]}
          multiple={false}
          maxSize={rules.maxBytes}
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
                Tap here or drop a file · {hint(rules.maxBytes)}
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
