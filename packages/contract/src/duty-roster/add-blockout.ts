import { z } from 'zod';
import { defineCall } from '../shared/call';
import { BlockoutSchema, dayField, optionalText } from './roster-fields';
import { ROSTER_MESSAGES as M, ROSTER_LIMITS } from './roster-messages';

export const AddBlockoutRequestSchema = z
  .object({
    start_date: dayField(M.startDate),
    end_date: dayField(M.endDate),
    reason: optionalText(ROSTER_LIMITS.reasonMax, M.reasonTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.end_date < value.start_date)
      ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['end_date'] });
  });
export type AddBlockoutRequest = z.input<typeof AddBlockoutRequestSchema>;

/** spec 03 §4: POST add_blockout. The caller's own away dates. */
export const addBlockoutCall = defineCall({
  name: 'add_blockout',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: AddBlockoutRequestSchema,
  response: BlockoutSchema,
});
