import { RESOURCE_MESSAGES } from '@faith-shield/contract/resources/resource-messages';
import type { Resource } from '@faith-shield/contract/resources/resource-schemas';
import { notFound } from '../../http/api-error';
import { listResources } from './list-resources';
import { type ContentDeps, readResourceHub } from './resource-hub';

/** resources_with_category: one category's resources; a category that is not one answers 404. */
export async function resourcesWithCategory(deps: ContentDeps, categoryId: string): Promise<Resource[]> {
  const { categories } = await readResourceHub(deps);
  if (!categories.some((category) => category.id === categoryId))
    throw notFound(RESOURCE_MESSAGES.categoryNotFound);
  return listResources(deps, { categoryId });
}
