import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { streetAddressText } from '@faith-shield/contract/addresses/street-address';
import { useQuery } from '@tanstack/react-query';
import { getProfileQueryOptions } from '../../../lib/calls/get-profile';

/**
 * The calendar's LOCATION: the place of worship by name and street address, which a calendar
 * app resolves to the door (the stored point may be only the ZIP code's centre).
 */
export const worshipLocation = (profile: Profile) =>
  [profile.worship_place_name.trim(), streetAddressText(profile) || profile.worship_address.trim()]
    .filter(Boolean)
    .join(', ');

export const useWorshipAddress = () => useQuery({ ...getProfileQueryOptions(), select: worshipLocation });
