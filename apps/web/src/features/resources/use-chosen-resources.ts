import { useState } from 'react';
import { useResources } from '../../components/content/api/resources';
import { useResourcesWithCategory } from './api/resources-with-category';
import { ALL, categoryToAsk } from './chosen-category';

/**
 * The hub's categories and the resources of the chosen one: All shows what `resources`
 * answered; a category asks resources_with_category.
 */
export function useChosenResources() {
  const [choice, setChoice] = useState<string>(ALL);
  const hub = useResources();
  const categories = hub.data?.category ?? [];
  const categoryId = categoryToAsk(choice, categories);
  const filtered = useResourcesWithCategory(categoryId);
  const list = categoryId === null ? hub : filtered;
  return {
    choice: categoryId ?? ALL,
    choose: setChoice,
    hub,
    categories,
    resources: categoryId === null ? hub.data?.resource : filtered.data?.resource,
    isPending: hub.isPending || list.isPending,
    error: hub.error ?? list.error,
    retry: () => (hub.isError ? hub.refetch() : list.refetch()),
  };
}
