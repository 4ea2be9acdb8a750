import { clearSession } from '../../lib/session';

/**
 * spec 01 §4: logout clears token, type and subscriptions_id and the user goes to /login
 * whatever the result. The logout call (POST logout) joins here in its own issue, before
 * the session is cleared; callers already await this.
 */
export const logout = async (): Promise<void> => {
  clearSession();
};
