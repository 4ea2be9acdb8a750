import { z } from 'zod';
import { defineCall } from '../shared/call';
import { MyDutySchema } from './roster-fields';
import { ROSTER_MESSAGES as M } from './roster-messages';

/** spec 03 §4: POST my_duties. The caller's duties at events not yet ended, soonest first. */
export const myDutiesCall = defineCall({
  name: 'my_duties',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: z.object({}),
  response: z.array(MyDutySchema),
});
