import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { takeEarly } from '../../../lib/early-calls';
import { GET_PROFILE_CALL } from './get-profile-call';

/** The answer main.tsx asked for as a signed-in page loaded (app/start-early-calls.ts), or a new one. */
export const getProfile = async (signal?: AbortSignal) =>
  dataOf(await (takeEarly(GET_PROFILE_CALL) ?? callApi(GET_PROFILE_CALL, {}, { signal })));

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: [GET_PROFILE_CALL.name],
    queryFn: ({ signal }) => getProfile(signal),
  });

/** The profile screen always asks afresh: a payment or another device may have changed it. */
export const useProfile = () => useQuery({ ...getProfileQueryOptions(), refetchOnMount: 'always' });
