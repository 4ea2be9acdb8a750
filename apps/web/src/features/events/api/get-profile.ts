import type { getProfileCall, Profile } from '@faith-shield/contract/accounts/get-profile';
import { streetAddressText } from '@faith-shield/contract/addresses/street-address';
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

/**
 * The calendar's LOCATION: the place of worship by name and street address, which a calendar
 * app resolves to the door (the stored point may be only the ZIP code's centre).
 */
export const worshipLocation = (profile: Profile) =>
  [profile.worship_place_name.trim(), streetAddressText(profile) || profile.worship_address.trim()]
    .filter(Boolean)
    .join(', ');

export const useWorshipAddress = () => useQuery({ ...getProfileQueryOptions(), select: worshipLocation });
