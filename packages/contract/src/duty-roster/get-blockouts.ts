import { z } from 'zod';
import { defineCall } from '../shared/call';
import { BlockoutSchema } from './roster-fields';
import { ROSTER_MESSAGES as M } from './roster-messages';

/** spec 03 §4: POST get_blockouts. One's own; the owner and leaders get the whole team's. By start. */
export const getBlockoutsCall = defineCall({
  name: 'get_blockouts',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: z.object({}),
  response: z.array(BlockoutSchema),
});
