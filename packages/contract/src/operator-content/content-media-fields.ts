import { z } from 'zod';
import { RESOURCE_TYPES } from '../resources/resource-messages';
import type { FileLimit } from '../shared/call';
import { VIDEO_MAX_BYTES } from '../shared/constants';
import { optionalImage } from '../shared/image-field';
import { VIDEO_MESSAGES } from '../shared/video';

/**
 * The media of a news post or resource (spec 02: a picture, or a video shown inline with its
 * poster). `type` says which the item becomes; left out, a sent video makes it a video, a sent
 * picture a picture, else it stays as it is (a new item: a picture). `image` is the picture,
 * `video` and `poster` the clip and its picture. The files the kind needs are required when the
 * item is new or changes kind (docs/decisions/023).
 */
export const mediaFields = {
  type: z.enum(RESOURCE_TYPES, { error: VIDEO_MESSAGES.kind }).optional(),
  image: optionalImage(),
  video: optionalImage(),
  poster: optionalImage(),
};

/** The file fields of an item with media, and the video's limit (refused while it arrives). */
export const MEDIA_FILES = ['image', 'video', 'poster'] as const;
export const MEDIA_FILE_LIMITS: Record<string, FileLimit> = {
  video: { maxBytes: VIDEO_MAX_BYTES, message: VIDEO_MESSAGES.tooLarge },
};
