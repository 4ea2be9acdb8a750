import type { logoutCall } from '@faith-shield/contract/accounts/logout';
import { callApi } from '../../../lib/api-client';
import { callRef } from '../../../lib/call-ref';

/** spec 01 §7: POST logout with the token; the answer is ignored. A ref: the shell needs no zod. */
export const LOGOUT_CALL = callRef<typeof logoutCall>({ name: 'logout', method: 'POST', access: 'user' });

export const logoutCallApi = () => callApi(LOGOUT_CALL, {});
