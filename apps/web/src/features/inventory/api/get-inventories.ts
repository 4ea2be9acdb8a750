import type { getInventoriesCall } from '@faith-shield/contract/inventory/get-inventories';
import { INVENTORY_PAGE_SIZE } from '@faith-shield/contract/inventory/inventory-messages';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { fetchesFirstCall, firstInfiniteQuery } from '../../../lib/first-query';

/** spec 02 §7: POST get_inventories; a page of the organisation's items, newest first. */
export const getInventories = async (page: number, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getInventoriesCall>('get_inventories', { page }, { signal }));

/** A full page means there may be another. */
export const nextPage = (lastPage: readonly unknown[], pages: readonly unknown[]) =>
  lastPage.length === INVENTORY_PAGE_SIZE ? pages.length + 1 : undefined;

export const getInventoriesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['get_inventories'],
    queryFn: ({ pageParam, signal }) => getInventories(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** A route that lists get_inventories among its first calls has it fetched with these options (lib/first-query.ts). */
fetchesFirstCall('get_inventories', () => firstInfiniteQuery(getInventoriesQueryOptions()));

export const useInventories = (enabled = true) =>
  useInfiniteQuery({ ...getInventoriesQueryOptions(), enabled });
