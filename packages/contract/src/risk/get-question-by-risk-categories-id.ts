import { z } from 'zod';
import { defineCall } from '../shared/call';
import { GuidanceSchema, PrioritySchema } from './risk-assessment';
import { RISK_FIELD_MESSAGES } from './risk-messages';

export const GetQuestionByRiskCategoriesIdRequestSchema = z.object({
  id: z.string({ error: RISK_FIELD_MESSAGES.id }).trim().min(1, RISK_FIELD_MESSAGES.id).max(100),
});

const GuidedQuestion = z.object({
  question: z.string(),
  priority: PrioritySchema,
  guidance: GuidanceSchema,
});

/** A category's questions as content: the guidance /detail shows, no organisation's answers. */
export const CategoryQuestionsSchema = z.object({
  id: z.string(),
  category_name: z.string(),
  questions: z.array(
    GuidedQuestion.extend({
      id: z.string(),
      sub_questions: z.array(GuidedQuestion.extend({ sub_question_id: z.string() })),
    }),
  ),
});
export type CategoryQuestions = z.infer<typeof CategoryQuestionsSchema>;

/** spec 02 §7: POST get_question_by_risk_categories_id, no token: category_name and its questions. */
export const getQuestionByRiskCategoriesIdCall = defineCall({
  name: 'get_question_by_risk_categories_id',
  method: 'POST',
  access: 'public',
  request: GetQuestionByRiskCategoriesIdRequestSchema,
  response: CategoryQuestionsSchema,
});
