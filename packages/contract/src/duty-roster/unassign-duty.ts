import { z } from 'zod';
import { defineCall } from '../shared/call';
import { idField } from './roster-fields';
import { ROSTER_MESSAGES as M } from './roster-messages';

export const UnassignDutyRequestSchema = z.object({ id: idField(M.dutyNotFound) });

/** spec 03 §4: POST unassign_duty: id. The owner or a leader. */
export const unassignDutyCall = defineCall({
  name: 'unassign_duty',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: UnassignDutyRequestSchema,
  response: z.undefined(),
});
