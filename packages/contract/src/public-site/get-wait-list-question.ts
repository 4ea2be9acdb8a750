import { z } from 'zod';
import { defineCall } from '../shared/call';

export const WAIT_LIST_QUESTION_MESSAGES = { found: 'Waitlist questions' } as const;

/** spec 01 §3: a radio question takes one answer, a checkbox question several. */
export const WAIT_LIST_QUESTION_TYPES = ['checkbox', 'radio'] as const;

/** spec 01 §3: a waitlist question and its answers; the client adds status true/false. */
export const WaitListQuestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(WAIT_LIST_QUESTION_TYPES),
  answers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type WaitListQuestion = z.infer<typeof WaitListQuestionSchema>;

/** spec 01 §7: the /question step reads the question list, in the questionnaire's order. */
export const getWaitListQuestionCall = defineCall({
  name: 'get_wait_list_question',
  method: 'GET',
  access: 'public',
  request: z.object({}),
  response: z.array(WaitListQuestionSchema),
});
