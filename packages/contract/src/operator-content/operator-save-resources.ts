import { z } from 'zod';
import { ResourceCategorySchema, ResourceSchema } from '../resources/resource-schemas';
import { defineCall } from '../shared/call';
import { optionalImage } from '../shared/image-field';
import { requiredText } from './content-fields';
import { MEDIA_FILE_LIMITS, MEDIA_FILES, mediaFields } from './content-media-fields';
import { OPERATOR_CONTENT_MESSAGES as M } from './operator-content-messages';

/** The resource hub as the console edits it: what `resources` answers owners. */
export const operatorResourcesCall = defineCall({
  name: 'operator_resources',
  method: 'GET',
  access: 'operator',
  request: z.object({}),
  response: z.object({ resource: z.array(ResourceSchema), category: z.array(ResourceCategorySchema) }),
});

/** A category, new without `id` (its image required) or edited (image kept unless sent). */
export const SaveResourceCategorySchema = z.object({
  id: z.string().trim().optional(),
  title: requiredText(M.categoryTitle),
  image: optionalImage(),
});
export type SaveResourceCategory = z.input<typeof SaveResourceCategorySchema>;

export const operatorSaveResourceCategoryCall = defineCall({
  name: 'operator_save_resource_category',
  method: 'POST',
  access: 'operator',
  files: ['image'],
  request: SaveResourceCategorySchema,
  response: ResourceCategorySchema,
});

/** A drill or training resource with its picture or video, new without `id` or edited. */
export const SaveResourceSchema = z.object({
  id: z.string().trim().optional(),
  category_id: z.string().trim().min(1, { error: M.category }),
  title: requiredText(M.newsTitle),
  description: requiredText(M.newsDescription, 5_000),
  resource_date: z.iso.date({ error: M.newsDate }),
  ...mediaFields,
});
export type SaveResource = z.input<typeof SaveResourceSchema>;

export const operatorSaveResourceCall = defineCall({
  name: 'operator_save_resource',
  method: 'POST',
  access: 'operator',
  files: MEDIA_FILES,
  fileLimits: MEDIA_FILE_LIMITS,
  request: SaveResourceSchema,
  response: ResourceSchema,
});

export const operatorDeleteResourceCall = defineCall({
  name: 'operator_delete_resource',
  method: 'POST',
  access: 'operator',
  request: z.object({ id: z.string().trim().min(1, { error: M.resourceNotFound }) }),
  response: z.object({ id: z.string() }),
});
