import type { getProfileCall } from '@faith-shield/contract/accounts/get-profile.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { callRef } from '../../../lib/call-ref';

/**
 * spec 01 §7: POST get_profile with the token. A ref: the shells run the subscription check
 * with it (spec 01 §4) and should not carry the contract's zod schemas.
 */
export const GET_PROFILE_CALL = callRef<typeof getProfileCall>({
  name: 'get_profile',
  method: 'POST',
  access: 'user',
});

export const getProfile = async (signal?: AbortSignal) =>
  dataOf(await callApi(GET_PROFILE_CALL, {}, { signal }));

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: [GET_PROFILE_CALL.name],
    queryFn: ({ signal }) => getProfile(signal),
  });

/** The profile screen always asks afresh: a payment or another device may have changed it. */
export const useProfile = () => useQuery({ ...getProfileQueryOptions(), refetchOnMount: 'always' });
