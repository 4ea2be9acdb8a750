import type { getProfileCall } from '@faith-shield/contract/accounts/get-profile';
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
