import type { getOwnersCall } from '@faith-shield/contract/chat/get-owners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { fetchesFirstCall, firstQuery } from '../../../lib/first-query';

/** spec 02 §7: POST get_owners; the Faith Shield Community, the latest conversation first. */
export const getOwners = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getOwnersCall>('get_owners', {}, { signal }));

export const getOwnersQueryOptions = () =>
  queryOptions({ queryKey: ['get_owners'], queryFn: ({ signal }) => getOwners(signal) });

/** A route that lists get_owners among its first calls has it fetched with these options (lib/first-query.ts). */
fetchesFirstCall('get_owners', () => firstQuery(getOwnersQueryOptions()));

export const useOwners = () => useQuery(getOwnersQueryOptions());
