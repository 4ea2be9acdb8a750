import { z } from 'zod';
import { defineCall } from '../shared/call';
import { AssessmentSchema, RiskCategorySchema } from './risk-assessment';
import { RISK_MESSAGES } from './risk-messages';

/**
 * spec 02 §7: GET general. An owner gets `risk` (the categories with their questions,
 * sub-questions and the organisation's answers); a sub user gets the same as `risk_categories`
 * (their dashboard's tiles). Both get the scores and the fixed lists.
 */
export const GeneralSchema = AssessmentSchema.extend({
  risk: z.array(RiskCategorySchema).optional(),
  risk_categories: z.array(RiskCategorySchema).optional(),
});
export type General = z.infer<typeof GeneralSchema>;

export const generalCall = defineCall({
  name: 'general',
  method: 'GET',
  access: 'user',
  tier: 'recommendations',
  planMessage: RISK_MESSAGES.planNeeded,
  request: z.object({}),
  response: GeneralSchema,
});
