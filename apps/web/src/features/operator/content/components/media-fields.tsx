import type { ResourceType } from '@faith-shield/contract/resources/resource-messages';
import { VIDEO_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';
import { VIDEO_MESSAGES } from '@faith-shield/contract/shared/video';
import { FileInput, Group, Image, Radio, Stack, Text } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { videoFileProblem } from '../../../../lib/video-file-check';
import { PictureField } from './picture-field';

/** A news post's or resource's media as its form holds it (contract: content-media-fields.ts). */
export type MediaValues = { type: ResourceType; image: File | null; video: File | null; poster: File | null };
type MediaField = keyof MediaValues;
/** The item being edited (null when new): what it holds now. */
type Current = { type: ResourceType; thumb: string } | null;

export const mediaValuesOf = (current: Current): MediaValues => ({
  type: current?.type ?? 'Image',
  image: null,
  video: null,
  poster: null,
});

/**
 * The files the kind needs: a picture item its picture, a video its clip and poster (a picture
 * turned video may keep its picture as the poster), unless the item already has them; and the
 * clip's problem by its content, as the server judges it. Pictures are checked as they are picked.
 */
export async function mediaProblems(values: MediaValues, current: Current): Promise<Record<string, string>> {
  const keeps = current?.type === values.type;
  const problems: Record<string, string | null> =
    values.type === 'Image'
      ? { image: values.image || keeps ? null : IMAGE_MESSAGES.required }
      : {
          video: values.video
            ? await videoFileProblem(values.video, VIDEO_MAX_BYTES)
            : keeps
              ? null
              : VIDEO_MESSAGES.required,
          poster: values.poster || current ? null : VIDEO_MESSAGES.posterRequired,
        };
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

/** What the save call is sent: the kind and only the files it uses. */
export const mediaPayload = ({ type, image, video, poster }: MediaValues) => ({
  type,
  ...(type === 'Image' && image ? { image } : {}),
  ...(type === 'Video' && video ? { video } : {}),
  ...(type === 'Video' && poster ? { poster } : {}),
});

type MediaFieldsProps = {
  form: {
    values: MediaValues;
    errors: FormErrors;
    getInputProps: (path: MediaField) => GetInputPropsReturnType;
    setFieldValue: (path: 'image' | 'poster', file: File | null) => void;
  };
  current: Current;
};

/**
 * Picture or video (spec 02: a video plays inline with its poster). An edit keeps the files it
 * is not sent; a video turned picture loses its clip.
 */
export function MediaFields({ form, current }: MediaFieldsProps) {
  const keeps = current?.type === form.values.type;
  const picture = (field: 'image' | 'poster') => ({
    file: form.values[field],
    onChange: (file: File | null) => form.setFieldValue(field, file),
    error: form.errors[field] as string | undefined,
  });
  return (
    <Stack gap="sm">
      {current && (
        <Group gap="sm" wrap="nowrap">
          <Image src={current.thumb} alt="" w={96} h={54} radius="sm" fit="cover" />
          <Text size="sm" c="dimmed">
            {current.type === 'Video' ? 'Now: a video with this poster' : 'Now: this picture'}
          </Text>
        </Group>
      )}
      <Radio.Group label="Media" withAsterisk {...form.getInputProps('type')}>
        <Group gap="lg" mt={6}>
          <Radio value="Image" label="Picture" />
          <Radio value="Video" label="Video with a poster" />
        </Group>
      </Radio.Group>
      {form.values.type === 'Image' ? (
        <PictureField label="Picture" kept={keeps ? 'picture' : undefined} {...picture('image')} />
      ) : (
        <>
          <FileInput
            label="Video (MP4 or WebM, 50 MB at most)"
            accept="video/mp4,video/webm"
            placeholder={keeps ? 'Keep the current video' : 'Choose a video'}
            clearable
            withAsterisk={!keeps}
            {...form.getInputProps('video')}
          />
          <PictureField
            label="Poster"
            use="shown before the video plays"
            kept={current ? (keeps ? 'poster' : 'picture') : undefined}
            {...picture('poster')}
          />
        </>
      )}
    </Stack>
  );
}
