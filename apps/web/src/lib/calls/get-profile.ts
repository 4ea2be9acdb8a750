import type { getProfileCall } from '@faith-shield/contract/accounts/get-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { dataOf } from '../api-error';

/**
 * spec 01 §7: POST get_profile with the token. The shells run the subscription check with it
 * (spec 01 §4), and main.tsx starts it as a signed-in page loads (app/start-early-calls.ts); every
 * screen that reads the profile shares this one query.
 */
export const getProfile = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getProfileCall>('get_profile', {}, { signal }));

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: ['get_profile'], queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(getProfileQueryOptions());

/** A screen that shows the profile itself asks afresh: a payment or another device may have changed it. */
export const useFreshProfile = () => useQuery({ ...getProfileQueryOptions(), refetchOnMount: 'always' });
