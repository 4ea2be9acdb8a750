import { SaveNewsPostSchema } from '@faith-shield/contract/operator-content/operator-save-news-post';
import {
  SaveResourceCategorySchema,
  SaveResourceSchema,
} from '@faith-shield/contract/operator-content/operator-save-resources';
import { VIDEO_MESSAGES } from '@faith-shield/contract/shared/video';
import { optionalUploadedFile } from '../../http/file-field';

/** A news post's or resource's files as real uploads (content-media-fields.ts). */
const mediaFiles = {
  image: optionalUploadedFile(),
  video: optionalUploadedFile(VIDEO_MESSAGES.required),
  poster: optionalUploadedFile(VIDEO_MESSAGES.posterRequired),
};

/** The server's side of operator_save_news_post (STYLE.md habit 2): real files for the media. */
export const SaveNewsPostInput = SaveNewsPostSchema.extend(mediaFiles);

export const SaveResourceCategoryInput = SaveResourceCategorySchema.extend({ image: optionalUploadedFile() });
export const SaveResourceInput = SaveResourceSchema.extend(mediaFiles);
