import { SaveNewsPostSchema } from '@faith-shield/contract/operator-content/operator-save-news-post';
import {
  SaveResourceCategorySchema,
  SaveResourceSchema,
} from '@faith-shield/contract/operator-content/operator-save-resources';
import { optionalUploadedFile } from '../../http/file-field';

/** The server's side of operator_save_news_post (STYLE.md habit 2): a real file for `image`. */
export const SaveNewsPostInput = SaveNewsPostSchema.extend({ image: optionalUploadedFile() });

export const SaveResourceCategoryInput = SaveResourceCategorySchema.extend({ image: optionalUploadedFile() });
export const SaveResourceInput = SaveResourceSchema.extend({ image: optionalUploadedFile() });
