import type { resourcesWithCategoryCall } from '@faith-shield/contract/resources/resources-with-category';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: POST resources_with_category with category_id; that category's resources. */
export const resourcesWithCategory = async (categoryId: string, signal?: AbortSignal) =>
  dataOf(
    await callApi<typeof resourcesWithCategoryCall>(
      'resources_with_category',
      { category_id: categoryId },
      { signal },
    ),
  );

export const resourcesWithCategoryQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: ['resources_with_category', categoryId],
    queryFn: ({ signal }) => resourcesWithCategory(categoryId, signal),
  });

/** Asks only while a category is chosen ('All' reads the whole hub from `resources`). */
export const useResourcesWithCategory = (categoryId: string | null) =>
  useQuery({ ...resourcesWithCategoryQueryOptions(categoryId ?? ''), enabled: categoryId !== null });
