import { z } from 'zod';
import { RESOURCE_TYPES } from './resource-messages';

/**
 * spec 02 §3: a resource (and a news post, which get_blog answers in the same shape): title,
 * resource_date, type ('Video' or 'Image'), image_or_video (the picture, or the clip of a
 * video) and thumb (a video's poster; an image's own picture). id, category_id and
 * description are ours: a list needs keys, and a drill its instructions.
 */
export const ResourceSchema = z.object({
  id: z.string(),
  category_id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The day it was published, YYYY-MM-DD; shown as DD MMM, YYYY (spec 02 §9). */
  resource_date: z.string(),
  type: z.enum(RESOURCE_TYPES),
  /** A path the web app serves, e.g. /media/resources/fire-evacuation-drill.mp4. */
  image_or_video: z.string(),
  thumb: z.string(),
});
export type Resource = z.infer<typeof ResourceSchema>;

/** spec 02 §3: a resource category: id, title, image. */
export const ResourceCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string(),
});
export type ResourceCategory = z.infer<typeof ResourceCategorySchema>;
