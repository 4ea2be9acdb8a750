import { RESOURCE_TYPES, type ResourceType } from '@faith-shield/contract/resources/resource-messages';
import { newsPosts, resourceCategories, resources } from '../src/db/schema/index';
import newsSeed from './news.json' with { type: 'json' };
import resourcesSeed from './resources.json' with { type: 'json' };
import type { Seed } from './seed';

const typeOf = (type: string): ResourceType => {
  if (!(RESOURCE_TYPES as readonly string[]).includes(type)) throw new Error(`resource type: ${type}`);
  return type as ResourceType;
};

/** The resource hub's drills and scenarios, and the news posts (docs/decisions/020). */
export const CONTENT_SEEDS: Seed[] = [
  {
    name: 'resources@1',
    apply: async (tx) => {
      const categories = await tx
        .insert(resourceCategories)
        .values(resourcesSeed.categories.map((category, position) => ({ position, ...category })))
        .returning({ id: resourceCategories.id, slug: resourceCategories.slug });
      const idOf = new Map(categories.map((category) => [category.slug, category.id]));
      await tx.insert(resources).values(
        resourcesSeed.resources.map(({ category, date, type, ...resource }) => {
          const categoryId = idOf.get(category);
          if (!categoryId) throw new Error(`resource category: ${category}`);
          return { ...resource, categoryId, publishedOn: date, type: typeOf(type) };
        }),
      );
    },
  },
  {
    name: 'news@1',
    apply: async (tx) => {
      await tx
        .insert(newsPosts)
        .values(
          newsSeed.map(({ date, type, ...post }) => ({ ...post, publishedOn: date, type: typeOf(type) })),
        );
    },
  },
];
