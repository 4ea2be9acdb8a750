import type { getSubUserCall } from '@faith-shield/contract/sub-users/get-sub-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: POST get_sub_user, the team the event form offers (the same query as /sub-users). */
export const getSubUser = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getSubUserCall>('get_sub_user', {}, { signal }));

export const getSubUserQueryOptions = () =>
  queryOptions({ queryKey: ['get_sub_user'], queryFn: ({ signal }) => getSubUser(signal) });

export const useTeam = () => useQuery(getSubUserQueryOptions());
