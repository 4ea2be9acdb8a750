import { z } from 'zod';
import { defineCall } from '../shared/call';
import { RESOURCE_MESSAGES } from './resource-messages';
import { ResourceSchema } from './resource-schemas';

export const ResourcesWithCategoryRequestSchema = z.object({
  category_id: z
    .string({ error: RESOURCE_MESSAGES.category })
    .trim()
    .min(1, RESOURCE_MESSAGES.category)
    .max(100, RESOURCE_MESSAGES.categoryNotFound),
});
export type ResourcesWithCategoryRequest = z.infer<typeof ResourcesWithCategoryRequestSchema>;

/** The resources of one category, newest first, under `resource` as GET resources names them. */
export const ResourcesWithCategorySchema = z.object({ resource: z.array(ResourceSchema) });

/** spec 02 §7: POST resources_with_category with category_id; an unknown category is 404. */
export const resourcesWithCategoryCall = defineCall({
  name: 'resources_with_category',
  method: 'POST',
  access: 'user',
  tier: 'content',
  planMessage: RESOURCE_MESSAGES.planNeeded,
  request: ResourcesWithCategoryRequestSchema,
  response: ResourcesWithCategorySchema,
});
