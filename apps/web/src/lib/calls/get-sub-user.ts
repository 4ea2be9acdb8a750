import type { getSubUserCall } from '@faith-shield/contract/sub-users/get-sub-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { dataOf } from '../api-error';
import { fetchesFirstCall, firstQuery } from '../first-query';

/**
 * spec 02 §7: POST get_sub_user with the token; the owner's team, oldest first. The team screen,
 * the event form's team and the chat's people share this one query.
 */
export const getSubUser = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getSubUserCall>('get_sub_user', {}, { signal }));

export const getSubUserQueryOptions = () =>
  queryOptions({ queryKey: ['get_sub_user'], queryFn: ({ signal }) => getSubUser(signal) });

/** A route that lists get_sub_user among its first calls has it fetched with these options (lib/first-query.ts). */
fetchesFirstCall('get_sub_user', () => firstQuery(getSubUserQueryOptions()));

export const useSubUsers = (enabled = true) => useQuery({ ...getSubUserQueryOptions(), enabled });
