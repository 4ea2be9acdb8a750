import { z } from 'zod';
import { defineCall } from '../shared/call';
import { RESOURCE_MESSAGES } from './resource-messages';
import { ResourceCategorySchema, ResourceSchema } from './resource-schemas';

/** spec 02 §7: GET resources answers resource and category. */
export const ResourcesSchema = z.object({
  resource: z.array(ResourceSchema),
  category: z.array(ResourceCategorySchema),
});
export type Resources = z.infer<typeof ResourcesSchema>;

/** Every resource, newest first, and the categories in their order (tiers 1, 3 and 4). */
export const resourcesCall = defineCall({
  name: 'resources',
  method: 'GET',
  access: 'user',
  tier: 'content',
  planMessage: RESOURCE_MESSAGES.planNeeded,
  request: z.object({}),
  response: ResourcesSchema,
});
