// No zod here: the screens show these on first load without the schemas.
/** What the resource hub's calls answer (docs/decisions/020-resource-hub-and-news.md). */
export const RESOURCE_MESSAGES = {
  list: 'Resources',
  category: 'Please select a category',
  categoryNotFound: 'This category was not found.',
  // DESIGN.md §4: the Resource Hub comes with Standard (tiers 1, 3 and 4)
  planNeeded: 'The Resource Hub is part of the Standard and Advance plans. Please upgrade your subscription.',
} as const;

/** spec 02 §3: a resource's type is 'Video' or an image. */
export const RESOURCE_TYPES = ['Video', 'Image'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
