import type { searchInventroyCall } from '@faith-shield/contract/inventory/search-inventroy';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { nextPage } from './get-inventories';

/** spec 02 §7: POST search_inventroy (spelt so) with keyword; paged as get_inventories. */
export const searchInventroy = async (keyword: string, page: number, signal?: AbortSignal) =>
  dataOf(await callApi<typeof searchInventroyCall>('search_inventroy', { keyword, page }, { signal }));

export const searchInventroyQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: ['search_inventroy', keyword],
    queryFn: ({ pageParam, signal }) => searchInventroy(keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useSearchInventroy = (keyword: string) =>
  useInfiniteQuery({ ...searchInventroyQueryOptions(keyword), enabled: keyword !== '' });
