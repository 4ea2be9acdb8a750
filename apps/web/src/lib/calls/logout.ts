import type { logoutCall } from '@faith-shield/contract/accounts/logout';
import { callApi } from '../api-client';
import { clearSession } from '../session';

/**
 * spec 01 §4: logout calls the logout endpoint (POST logout with the token; its answer is
 * ignored), then clears token, type and subscriptions_id; the user goes to /login whatever the
 * result (the caller navigates).
 */
export const logout = async (): Promise<void> => {
  try {
    await callApi<typeof logoutCall>('logout', {});
  } finally {
    clearSession();
  }
};
