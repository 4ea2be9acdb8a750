import { clearSession } from '../../lib/session';
import { logoutCallApi } from './api/logout';

/**
 * spec 01 §4: logout calls the logout endpoint, then clears token, type and subscriptions_id;
 * the user goes to /login whatever the result (the caller navigates).
 */
export const logout = async (): Promise<void> => {
  try {
    await logoutCallApi();
  } finally {
    clearSession();
  }
};
