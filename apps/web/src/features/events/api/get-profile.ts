import type { getProfileCall } from '@faith-shield/contract/accounts/get-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/**
 * spec 01 §7: POST get_profile. The calendar entries take the place of worship's address from
 * it; the shells have usually loaded it already (the same query).
 */
export const getProfile = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getProfileCall>('get_profile', {}, { signal }));

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: ['get_profile'], queryFn: ({ signal }) => getProfile(signal) });

export const useWorshipAddress = () =>
  useQuery({ ...getProfileQueryOptions(), select: (profile) => profile.worship_address });
