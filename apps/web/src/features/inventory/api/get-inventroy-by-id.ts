import type { getInventroyByIdCall } from '@faith-shield/contract/inventory/get-inventroy-by-id';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: POST get_inventroy_by_id (spelt so) with id and no token: the public view. */
export const getInventroyById = async (id: string, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getInventroyByIdCall>('get_inventroy_by_id', { id }, { signal }));

export const getInventroyByIdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['get_inventroy_by_id', id],
    queryFn: ({ signal }) => getInventroyById(id, signal),
  });

export const useInventoryView = (id: string) =>
  useQuery({ ...getInventroyByIdQueryOptions(id), retry: false, refetchOnMount: 'always' });
