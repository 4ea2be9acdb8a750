import type { getProfileCall, Profile } from '@faith-shield/contract/accounts/get-profile';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 01 §7: POST get_profile, the shells' own query; the roster reads who manages it. */
export const getProfile = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getProfileCall>('get_profile', {}, { signal }));

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: ['get_profile'], queryFn: ({ signal }) => getProfile(signal) });

/** spec 03 §4: the owner and team leaders manage posts and duties. */
const canManageRoster = (profile: Profile) => profile.type === USER_TYPE.owner || profile.leader === 'Yes';

export const useCanManageRoster = () =>
  useQuery({ ...getProfileQueryOptions(), select: canManageRoster }).data ?? false;
