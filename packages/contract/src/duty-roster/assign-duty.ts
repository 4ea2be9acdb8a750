import { z } from 'zod';
import { defineCall } from '../shared/call';
import { DutySchema, idField } from './roster-fields';
import { ROSTER_MESSAGES as M } from './roster-messages';

export const AssignDutyRequestSchema = z.object({
  event_id: idField(M.dutyNotFound),
  post_id: idField(M.postNotFound),
  user_id: idField(M.memberNotFound),
});
export type AssignDutyRequest = z.input<typeof AssignDutyRequestSchema>;

/**
 * spec 03 §4: POST assign_duty. The owner or a leader puts a member on a post for an event,
 * if not away that day, holding the post's certificate through the event's end, and not on
 * another post of it; the member is told (push, notification, mail). Answers the duty.
 */
export const assignDutyCall = defineCall({
  name: 'assign_duty',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: AssignDutyRequestSchema,
  response: DutySchema,
});
