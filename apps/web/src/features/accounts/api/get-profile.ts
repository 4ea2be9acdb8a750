import type { getProfileCall } from '@faith-shield/contract/accounts/get-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/**
 * spec 01 §7: POST get_profile with the token. The shells run the subscription check with it
 * (spec 01 §4); main.tsx starts it as a signed-in page loads (app/start-early-calls.ts).
 */
export const getProfile = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getProfileCall>('get_profile', {}, { signal }));

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['get_profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });

/** The profile screen always asks afresh: a payment or another device may have changed it. */
export const useProfile = () => useQuery({ ...getProfileQueryOptions(), refetchOnMount: 'always' });
