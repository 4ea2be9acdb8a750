import { z } from 'zod';
import { defineCall } from '../shared/call';

export const LOGOUT_MESSAGES = { loggedOut: 'You have been logged out.' } as const;

/** spec 01 §4 and §7: the client ignores the answer and clears its session whatever it is. */
export const logoutCall = defineCall({
  name: 'logout',
  method: 'POST',
  access: 'user',
  request: z.object({}),
  response: z.undefined(),
});
