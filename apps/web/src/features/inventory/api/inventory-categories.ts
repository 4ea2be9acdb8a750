import type { inventoryCategoriesCall } from '@faith-shield/contract/inventory/inventory-categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: GET inventory_categories; the organisation's locations (id, name) for the select. */
export const inventoryCategories = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof inventoryCategoriesCall>('inventory_categories', {}, { signal }));

export const inventoryCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['inventory_categories'], queryFn: ({ signal }) => inventoryCategories(signal) });

export const useInventoryCategories = () => useQuery(inventoryCategoriesQueryOptions());
