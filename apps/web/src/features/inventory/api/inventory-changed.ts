import type { QueryClient } from '@tanstack/react-query';
import { getInventoriesQueryOptions } from './get-inventories';
import { getInventroyByIdQueryOptions } from './get-inventroy-by-id';

/** After an add, edit or delete: the list, every search and the item's view are read again. */
export const inventoryChanged = (queryClient: QueryClient, id?: string) => {
  void queryClient.invalidateQueries(getInventoriesQueryOptions());
  void queryClient.invalidateQueries({ queryKey: ['search_inventroy'] });
  if (id) void queryClient.invalidateQueries(getInventroyByIdQueryOptions(id));
};
