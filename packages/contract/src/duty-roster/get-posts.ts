import { z } from 'zod';
import { defineCall } from '../shared/call';
import { PostSchema } from './roster-fields';
import { ROSTER_MESSAGES as M } from './roster-messages';

/** spec 03 §4: POST get_posts. The organisation's posts by name; any member may read them. */
export const getPostsCall = defineCall({
  name: 'get_posts',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: z.object({}),
  response: z.array(PostSchema),
});
