import { z } from 'zod';
import { defineCall } from '../shared/call';
import { requiredText } from './content-fields';
import { MEDIA_FILE_LIMITS, MEDIA_FILES, mediaFields } from './content-media-fields';
import { OPERATOR_CONTENT_MESSAGES as M, NEWS_STATUSES } from './operator-content-messages';
import { OperatorNewsPostSchema } from './operator-news';

/**
 * A news post, new (no id: its picture, or its video and poster, required) or edited (the
 * media kept unless new files are sent). Only a published post reaches get_blog.
 */
export const SaveNewsPostSchema = z.object({
  id: z.string().trim().optional(),
  title: requiredText(M.newsTitle),
  description: requiredText(M.newsDescription, 5_000),
  resource_date: z.iso.date({ error: M.newsDate }),
  status: z.enum(NEWS_STATUSES, { error: M.newsStatus }),
  ...mediaFields,
});
export type SaveNewsPost = z.input<typeof SaveNewsPostSchema>;

export const operatorSaveNewsPostCall = defineCall({
  name: 'operator_save_news_post',
  method: 'POST',
  access: 'operator',
  files: MEDIA_FILES,
  fileLimits: MEDIA_FILE_LIMITS,
  request: SaveNewsPostSchema,
  response: OperatorNewsPostSchema,
});

export const operatorDeleteNewsPostCall = defineCall({
  name: 'operator_delete_news_post',
  method: 'POST',
  access: 'operator',
  request: z.object({ id: z.string().trim().min(1, { error: M.newsNotFound }) }),
  response: z.object({ id: z.string() }),
});
