import type { AddressPart } from './address-fields';

/** spec 01 §3: the organisation's address fields, as sign-up and the owner's profile send them. */
export const ORGANISATION_ADDRESS_NAMES = {
  address: 'worship_address',
  area: 'area',
  city: 'city',
  state: 'state',
  zip: 'zip_code',
  lat: 'lat',
  long: 'long',
} as const satisfies Record<AddressPart, string>;

/** spec 01 §3: the personal address fields of the profile. */
export const PERSONAL_ADDRESS_NAMES = {
  address: 'address',
  area: 'personal_area',
  city: 'personal_city',
  state: 'personal_state',
  zip: 'personal_zip_code',
  lat: 'personal_lat',
  long: 'personal_long',
} as const satisfies Record<AddressPart, string>;
