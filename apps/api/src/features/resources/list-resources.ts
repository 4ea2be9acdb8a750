import type { Resource } from '@faith-shield/contract/resources/resource-schemas';
import { type ContentDeps, readResourceHub } from './resource-hub';

type Options = {
  /** Only this category's resources (an id from `resources`' category list). */
  categoryId?: string;
  /** At most this many, the newest: e.g. the dashboard's resource block. */
  limit?: number;
};

/**
 * The resources of the hub, newest first, in spec 02 §3's shape: what `resources`,
 * `resources_with_category` and the dashboard (`home`) answer.
 */
export async function listResources(deps: ContentDeps, options: Options = {}): Promise<Resource[]> {
  const { resources } = await readResourceHub(deps);
  const chosen =
    options.categoryId === undefined
      ? resources
      : resources.filter((resource) => resource.category_id === options.categoryId);
  return options.limit === undefined ? chosen : chosen.slice(0, options.limit);
}
