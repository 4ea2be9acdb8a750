import { z } from 'zod';
import { defineCall } from '../shared/call';
import { DutySchema, idField } from './roster-fields';
import { ROSTER_MESSAGES as M } from './roster-messages';

export const CheckInDutyRequestSchema = z.object({
  id: idField(M.dutyNotFound),
  /** spec 03 §4 and DESIGN.md §4c: the same client_id twice is one check-in. */
  client_id: z.string().trim().max(64).optional(),
});
export type CheckInDutyRequest = z.input<typeof CheckInDutyRequestSchema>;

/** spec 03 §4: POST check_in_duty. The assigned member, from 2 hours before the start to the end. */
export const checkInDutyCall = defineCall({
  name: 'check_in_duty',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: CheckInDutyRequestSchema,
  response: DutySchema,
});
