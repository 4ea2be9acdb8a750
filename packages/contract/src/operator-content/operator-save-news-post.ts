import { z } from 'zod';
import { defineCall } from '../shared/call';
import { optionalImage } from '../shared/image-field';
import { requiredText } from './content-fields';
import { OPERATOR_CONTENT_MESSAGES as M, NEWS_STATUSES } from './operator-content-messages';
import { OperatorNewsPostSchema } from './operator-news';

/**
 * A news post, new (no id: its image is required) or edited (the image kept unless a new one
 * is sent). Only a published post reaches get_blog.
 */
export const SaveNewsPostSchema = z.object({
  id: z.string().trim().optional(),
  title: requiredText(M.newsTitle),
  description: requiredText(M.newsDescription, 5_000),
  resource_date: z.iso.date({ error: M.newsDate }),
  status: z.enum(NEWS_STATUSES, { error: M.newsStatus }),
  image: optionalImage(),
});
export type SaveNewsPost = z.input<typeof SaveNewsPostSchema>;

export const operatorSaveNewsPostCall = defineCall({
  name: 'operator_save_news_post',
  method: 'POST',
  access: 'operator',
  files: ['image'],
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
