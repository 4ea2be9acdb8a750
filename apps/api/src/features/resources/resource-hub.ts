import type { Resource, ResourceCategory } from '@faith-shield/contract/resources/resource-schemas';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { resourceCategories, resources } from '../../db/schema/index';
import type { ReadCache } from '../../infra/cache/read-cache';

export type ContentDeps = { db: Database; readCache: ReadCache };

type ResourceHub = { categories: ResourceCategory[]; resources: Resource[] };

/** Shared content belongs to no organisation: a content edit tells every server to forget it ('*'). */
export const CONTENT_OWNER = 'content';

async function loadResourceHub(db: Database): Promise<ResourceHub> {
  const [categoryRows, resourceRows] = await Promise.all([
    db
      .select({ id: resourceCategories.id, title: resourceCategories.title, image: resourceCategories.image })
      .from(resourceCategories)
      .orderBy(asc(resourceCategories.position), asc(resourceCategories.title)),
    db
      .select({
        id: resources.id,
        category_id: resources.categoryId,
        title: resources.title,
        description: resources.description,
        resource_date: resources.publishedOn,
        type: resources.type,
        image_or_video: resources.media,
        thumb: resources.thumb,
      })
      .from(resources)
      .innerJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
      .orderBy(desc(resources.publishedOn), asc(resources.title)),
  ]);
  return { categories: categoryRows, resources: resourceRows };
}

/**
 * The whole resource hub (categories in their order, resources newest first), kept in the read
 * cache: every server forgets it when any of its rows changes (drizzle/0006_content.sql).
 */
export async function readResourceHub({ db, readCache }: ContentDeps): Promise<ResourceHub> {
  const hub = await readCache.read<ResourceHub>(
    'content:resource-hub',
    () => loadResourceHub(db),
    () => CONTENT_OWNER,
  );
  return hub ?? { categories: [], resources: [] };
}
