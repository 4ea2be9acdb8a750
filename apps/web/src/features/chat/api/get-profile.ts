import type { getProfileCall } from '@faith-shield/contract/accounts/get-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/**
 * spec 02 §3: POST get_profile; a sub user's main_id names their administrator, the other side
 * of their chat. The same call and key as the profile screen's, so the shells' early call serves it.
 */
export const getProfile = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getProfileCall>('get_profile', {}, { signal }));

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: ['get_profile'], queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(getProfileQueryOptions());
