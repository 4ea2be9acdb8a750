import type { ResourceType } from '@faith-shield/contract/resources/resource-messages';
import { PICTURE_MAX_BYTES, VIDEO_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';
import { VIDEO_MESSAGES } from '@faith-shield/contract/shared/video';
import { FileInput, Group, Image, Radio, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { imageFileProblem } from '../../../../lib/image-file-check';
import { videoFileProblem } from '../../../../lib/video-file-check';

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
 * Each file's problem (by content, as the server judges it), and the files the kind needs: a
 * picture item its picture, a video its clip and poster (a picture turned video may keep its
 * picture as the poster), unless the item already has them.
 */
export async function mediaProblems(values: MediaValues, current: Current): Promise<Record<string, string>> {
  const keeps = current?.type === values.type;
  const problems: Record<string, string | null> =
    values.type === 'Image'
      ? {
          image: values.image
            ? await imageFileProblem(values.image, PICTURE_MAX_BYTES)
            : keeps
              ? null
              : IMAGE_MESSAGES.required,
        }
      : {
          video: values.video
            ? await videoFileProblem(values.video, VIDEO_MAX_BYTES)
            : keeps
              ? null
              : VIDEO_MESSAGES.required,
          poster: values.poster
            ? await imageFileProblem(values.poster, PICTURE_MAX_BYTES)
            : current
              ? null
              : VIDEO_MESSAGES.posterRequired,
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
  form: { values: MediaValues; getInputProps: (path: MediaField) => GetInputPropsReturnType };
  current: Current;
};

/**
 * Picture or video (spec 02: a video plays inline with its poster). An edit keeps the files it
 * is not sent; a video turned picture loses its clip.
 */
export function MediaFields({ form, current }: MediaFieldsProps) {
  const keeps = current?.type === form.values.type;
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
        <FileInput
          label="Picture (JPG or PNG, 2 MB at most)"
          accept="image/png,image/jpeg"
          placeholder={keeps ? 'Keep the current picture' : 'Choose a picture'}
          clearable
          withAsterisk={!keeps}
          {...form.getInputProps('image')}
        />
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
          <FileInput
            label="Poster (JPG or PNG, 2 MB at most): shown before the video plays"
            accept="image/png,image/jpeg"
            placeholder={
              current ? (keeps ? 'Keep the current poster' : 'Keep the current picture') : 'Choose a poster'
            }
            clearable
            withAsterisk={!current}
            {...form.getInputProps('poster')}
          />
        </>
      )}
    </Stack>
  );
}
