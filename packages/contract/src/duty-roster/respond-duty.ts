import { z } from 'zod';
import { defineCall } from '../shared/call';
import { DutySchema, idField, optionalText } from './roster-fields';
import { DUTY_ANSWERS, ROSTER_MESSAGES as M, ROSTER_LIMITS } from './roster-messages';

export const RespondDutyRequestSchema = z
  .object({
    id: idField(M.dutyNotFound),
    response: z.enum(DUTY_ANSWERS, { error: M.response }),
    decline_reason: optionalText(ROSTER_LIMITS.reasonMax, M.reasonTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.response === 'declined' && value.decline_reason === '')
      ctx.addIssue({ code: 'custom', message: M.reason, path: ['decline_reason'] });
  });
export type RespondDutyRequest = z.input<typeof RespondDutyRequestSchema>;

/** spec 03 §4: POST respond_duty. The member's own answer; a decline tells the owner and leaders. */
export const respondDutyCall = defineCall({
  name: 'respond_duty',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: RespondDutyRequestSchema,
  response: DutySchema,
});
