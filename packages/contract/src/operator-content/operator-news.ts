import { z } from 'zod';
import { NewsPostSchema } from '../news/get-blog';
import { defineCall } from '../shared/call';
import { NEWS_STATUSES } from './operator-content-messages';

/** A news post as the console lists it: drafts too. */
export const OperatorNewsPostSchema = NewsPostSchema.extend({ status: z.enum(NEWS_STATUSES) });
export type OperatorNewsPost = z.infer<typeof OperatorNewsPostSchema>;

export const operatorNewsCall = defineCall({
  name: 'operator_news',
  method: 'GET',
  access: 'operator',
  request: z.object({}),
  response: z.object({ posts: z.array(OperatorNewsPostSchema) }),
});
