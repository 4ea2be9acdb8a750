import { z } from 'zod';
import { WAIT_LIST_QUESTION_TYPES, WaitListQuestionSchema } from '../public-site/get-wait-list-question';
import { defineCall } from '../shared/call';
import { jsonList, requiredText } from './content-fields';
import { OPERATOR_CONTENT_MESSAGES as M } from './operator-content-messages';

/** A kept question or answer names its id (a visitor's open questionnaire still fits); a new one none. */
const keptId = z.number().int().positive().optional();

/**
 * The whole questionnaire in its order, as get_wait_list_question answers it. Applicants keep
 * the wording they saw (waitlist_applicants.question_detail), so nothing they sent changes.
 */
export const SaveWaitListQuestionsSchema = z.object({
  questions: jsonList(
    z.object({
      id: keptId,
      name: requiredText(M.questionName),
      type: z.enum(WAIT_LIST_QUESTION_TYPES, { error: M.questionType }),
      answers: z
        .array(z.object({ id: keptId, name: requiredText(M.answerName) }))
        .min(1, { error: M.answersNeeded })
        .max(30),
    }),
  ),
});
export type SaveWaitListQuestions = z.input<typeof SaveWaitListQuestionsSchema>;

export const operatorSaveWaitListQuestionsCall = defineCall({
  name: 'operator_save_wait_list_questions',
  method: 'POST',
  access: 'operator',
  request: SaveWaitListQuestionsSchema,
  response: z.array(WaitListQuestionSchema),
});
