import type { getBlockoutsCall } from '@faith-shield/contract/duty-roster/get-blockouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 03 §4: POST get_blockouts. One's own; the owner's and leaders' answer holds the team's. */
export const getBlockouts = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getBlockoutsCall>('get_blockouts', {}, { signal }));

export const getBlockoutsQueryOptions = () =>
  queryOptions({ queryKey: ['get_blockouts'], queryFn: ({ signal }) => getBlockouts(signal) });

export const useBlockouts = () => useQuery(getBlockoutsQueryOptions());
