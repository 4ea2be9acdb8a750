import { z } from 'zod';
import { defineCall } from '../shared/call';

export const operatorLogoutCall = defineCall({
  name: 'operator_logout',
  method: 'POST',
  access: 'operator',
  request: z.object({}),
  response: z.undefined(),
});
