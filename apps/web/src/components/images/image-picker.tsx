import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { ImagePickButton, type ImagePickProps } from './image-pick-button';
import { ImagePreviews } from './image-previews';

type ButtonsProps = ImagePickProps & {
  /** The field's heading above the buttons, e.g. 'Photos'. */
  label?: string;
  /** The file input's accessible name, e.g. 'Profile picture'. */
  inputLabel: string;
  /** The gallery button's words, e.g. 'Choose photos'. */
  chooseText: string;
  /** A second button that opens the phone's camera directly, e.g. 'Take photo'. */
  cameraText?: string;
  /** Beside the buttons while nothing single is chosen, e.g. 'JPG or PNG, up to 2 MB'. */
  hint: ReactNode;
  /** One picture: how the chosen (or `current`) one shows, e.g. the event's image box. */
  renderPreview?: (url: string) => ReactNode;
  current?: string;
  /** Several pictures: the thumbnails' list name and each one's name. */
  previews?: { label: string; altOf: (index: number) => string };
  error?: string;
};

function useObjectUrl(file: File | undefined) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The app's one image picker: one picture or several, chosen with buttons (the gallery, and the
 * camera where a screen offers it); checked by content and size against the screen's rules with
 * the spec's words; shown before sending, several each removable. The same picker as a drop
 * area is `ImageDropPicker` (its own file: only the forms that show it load the drop library).
 */
export function ImagePicker(props: ButtonsProps) {
  const {
    files,
    onChange,
    label,
    inputLabel,
    chooseText,
    cameraText,
    hint,
    renderPreview,
    current,
    previews,
    error,
  } = props;
  const isSingle = (props.rules.maxCount ?? 1) === 1;
  const isFull = !isSingle && files.length >= (props.rules.maxCount ?? 1);
  const chosenUrl = useObjectUrl(isSingle ? files[0] : undefined);
  const shown = chosenUrl || current || '';
  return (
    <Stack gap={6}>
      {label && (
        <Text component="span" fw={500} size="sm">
          {label}
        </Text>
      )}
      {renderPreview?.(shown)}
      <Group gap="sm">
        {cameraText && (
          <ImagePickButton {...props} inputLabel={cameraText} isCamera>
            {(open) => (
              <Button
                {...open}
                disabled={isFull}
                mih={44}
                variant="light"
                leftSection={<IconCamera size={20} aria-hidden />}
              >
                {cameraText}
              </Button>
            )}
          </ImagePickButton>
        )}
        <ImagePickButton {...props} inputLabel={inputLabel}>
          {(open) => (
            <Button
              {...open}
              disabled={isFull}
              mih={44}
              variant="default"
              leftSection={<IconPhoto size={18} aria-hidden />}
            >
              {chooseText}
            </Button>
          )}
        </ImagePickButton>
        <Text size="sm" c="dimmed">
          {isSingle && files[0] ? `Chosen: ${files[0].name}` : hint}
        </Text>
      </Group>
      {previews && (
        <ImagePreviews
          files={files}
          label={previews.label}
          altOf={previews.altOf}
          onRemove={(index) => onChange(files.filter((_, at) => at !== index))}
        />
      )}
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
