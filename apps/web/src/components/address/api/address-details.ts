import type { addressDetailsCall } from '@faith-shield/contract/addresses/address-details';
import { callApi } from '../../../lib/api-client';

/**
 * POST address_details: the chosen suggestion's zip, area, city, state and coordinates
 * (spec 01 §3). Answers the envelope: the picker shows a status 0 message under the address. */
export const getAddressDetails = (placeId: string, sessionToken: string) =>
  callApi<typeof addressDetailsCall>('address_details', { placeId, session_token: sessionToken });
