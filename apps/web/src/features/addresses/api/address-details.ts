import type { addressDetailsCall } from '@faith-shield/contract/addresses/address-details';
import { callApi } from '../../../lib/api-client';
import { callRef } from '../../../lib/call-ref';

/** POST address_details: the chosen suggestion's zip, area, city, state and coordinates (spec 01 §3). */
export const ADDRESS_DETAILS_CALL = callRef<typeof addressDetailsCall>({
  name: 'address_details',
  method: 'POST',
  access: 'public',
});

/** Answers the envelope: the picker shows a status 0 message under the address. */
export const getAddressDetails = (placeId: string, sessionToken: string) =>
  callApi(ADDRESS_DETAILS_CALL, { placeId, session_token: sessionToken });
