import { z } from 'zod';
import { defineCall } from '../shared/call';
import { DutySchema, idField } from './roster-fields';
import { ROSTER_MESSAGES as M } from './roster-messages';

export const CheckOutDutyRequestSchema = z.object({ id: idField(M.dutyNotFound) });
export type CheckOutDutyRequest = z.input<typeof CheckOutDutyRequestSchema>;

/** spec 03 §4: POST check_out_duty. The assigned member, once checked in (the window is check-in's only). */
export const checkOutDutyCall = defineCall({
  name: 'check_out_duty',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: CheckOutDutyRequestSchema,
  response: DutySchema,
});
