import { z } from 'zod';
import { defineCall } from '../shared/call';
import { AlertSchema } from './alert-fields';

/** spec 03 §2: POST get_alerts. The organisation's alerts (active first, then newest) and the regional ones received. */
export const getAlertsCall = defineCall({
  name: 'get_alerts',
  method: 'POST',
  access: 'user',
  request: z.object({}),
  response: z.array(AlertSchema),
});
