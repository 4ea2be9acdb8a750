import { INCIDENT_LIMITS, INCIDENT_MESSAGES as M } from '@faith-shield/contract/incidents/incident-messages';
import { ActionIcon, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto, IconX } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { showWarning } from '../../../components/ui/toast';
import { imageFileProblem } from '../../../lib/image-file-check';
import classes from './report-incident-page.module.css';

type Props = { files: File[]; onChange: (files: File[]) => void; error?: string };

/** Why a picked file cannot go: its type by content, its size, or one too many. */
async function problemOf(file: File, count: number): Promise<string | null> {
  if (count >= INCIDENT_LIMITS.images) return M.tooManyImages;
  if (await imageFileProblem(file)) return M.imageType;
  return file.size > INCIDENT_LIMITS.imageBytes ? M.imageSize : null;
}

function Thumbnail({ file, onRemove, index }: { file: File; onRemove: () => void; index: number }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <div className={classes.photo}>
      <Image src={url} alt={`Photo ${index + 1}`} w={88} h={88} fit="cover" />
      <ActionIcon
        pos="absolute"
        top={4}
        right={4}
        color="dark"
        radius="xl"
        size="md"
        aria-label={`Remove photo ${index + 1}`}
        onClick={onRemove}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </div>
  );
}

/**
 * Up to five photos: 'Take photo' opens the phone's camera directly (`capture`), 'Choose photos'
 * the gallery. A file the spec refuses is refused with its warning, the others stay.
 */
export function PhotoPicker({ files, onChange, error }: Props) {
  const take = async (picked: File[] | File | null) => {
    const list = Array.isArray(picked) ? picked : picked ? [picked] : [];
    const kept = [...files];
    for (const file of list) {
      const problem = await problemOf(file, kept.length);
      if (problem) showWarning(problem);
      else kept.push(file);
    }
    onChange(kept);
  };
  const isFull = files.length >= INCIDENT_LIMITS.images;
  return (
    <Stack gap={6}>
      <Text fw={500}>Photos</Text>
      <Group gap="xs">
        <FileButton onChange={take} accept="image/jpeg,image/png" capture="environment" disabled={isFull}>
          {(props) => (
            <Button {...props} size="md" variant="light" leftSection={<IconCamera size={20} aria-hidden />}>
              Take photo
            </Button>
          )}
        </FileButton>
        <FileButton onChange={take} accept="image/jpeg,image/png" multiple disabled={isFull}>
          {(props) => (
            <Button {...props} size="md" variant="subtle" leftSection={<IconPhoto size={20} aria-hidden />}>
              Choose photos
            </Button>
          )}
        </FileButton>
      </Group>
      {files.length > 0 && (
        <Group gap="xs" aria-label="Photos to send">
          {files.map((file, index) => (
            <Thumbnail
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              index={index}
              onRemove={() => onChange(files.filter((_, at) => at !== index))}
            />
          ))}
        </Group>
      )}
      <Text size="xs" c="dimmed">
        JPG or PNG, up to 5 MB each, at most 5. Location data in photos is removed.
      </Text>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
