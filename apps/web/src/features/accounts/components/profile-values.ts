import type { Profile } from '@faith-shield/contract/accounts/get-profile';

/** The profile form's values from get_profile: the organisation's place is read as latitude/longitude and sent as lat/long (spec 01 §3). */
export const profileFormValues = (profile: Profile) => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  mobile: profile.mobile,
  address: profile.address,
  personal_lat: profile.personal_lat,
  personal_long: profile.personal_long,
  personal_area: profile.personal_area,
  personal_state: profile.personal_state,
  personal_city: profile.personal_city,
  personal_zip_code: profile.personal_zip_code,
  worship_place_name: profile.worship_place_name,
  worship_address: profile.worship_address,
  lat: profile.latitude,
  long: profile.longitude,
  area: profile.area,
  state: profile.state,
  city: profile.city,
  zip_code: profile.zip_code,
});

export type ProfileFormValues = ReturnType<typeof profileFormValues>;

const ORGANISATION_KEYS = [
  'worship_place_name',
  'worship_address',
  'lat',
  'long',
  'area',
  'state',
  'city',
  'zip_code',
] as const;

/** A sub user sends their own fields only (the server ignores the organisation's anyway). */
export const ownFieldsOnly = (values: ProfileFormValues) => {
  const own: Partial<ProfileFormValues> = { ...values };
  for (const key of ORGANISATION_KEYS) delete own[key];
  return own;
};
