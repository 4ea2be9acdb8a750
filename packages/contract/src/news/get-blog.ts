import { z } from 'zod';
import { ResourceSchema } from '../resources/resource-schemas';
import { defineCall } from '../shared/call';

export const NEWS_MESSAGES = {
  list: 'News & Blog',
  // DESIGN.md §4: News & Blog comes with Standard (tiers 1, 3 and 4)
  planNeeded: 'News & Blog is part of the Standard and Advance plans. Please upgrade your subscription.',
} as const;

/**
 * A news post: title, date, video or image (spec 02 §2), in a resource's shape (spec 02 §7:
 * get_blog answers `resource`), without a category.
 */
export const NewsPostSchema = ResourceSchema.omit({ category_id: true });
export type NewsPost = z.infer<typeof NewsPostSchema>;

export const BlogSchema = z.object({ resource: z.array(NewsPostSchema) });

/** spec 02 §7: GET get_blog; the posts, newest first (tiers 1, 3 and 4). */
export const getBlogCall = defineCall({
  name: 'get_blog',
  method: 'GET',
  access: 'user',
  tier: 'content',
  planMessage: NEWS_MESSAGES.planNeeded,
  request: z.object({}),
  response: BlogSchema,
});
