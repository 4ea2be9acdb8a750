import { z } from 'zod';
import { defineCall } from '../shared/call';
import { AssessmentSchema, RiskCategorySchema } from './risk-assessment';
import { RISK_FIELD_MESSAGES, RISK_MESSAGES } from './risk-messages';

/** At most this many answers in one save (there are fewer questions than this). */
export const MAX_ANSWERS_PER_SAVE = 200;

// Clients send numbers, or digits as text.
const status = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.union([z.literal(0), z.literal(1), z.literal(2)], { error: RISK_FIELD_MESSAGES.status }),
);

const id = z.string({ error: RISK_FIELD_MESSAGES.question }).trim().min(1, RISK_FIELD_MESSAGES.question);

export const SubAnswerSchema = z.object({ sub_question_id: id, status });

/** spec 02 §7: one entry of `question`. Sub-answers count only while the parent is Yes. */
export const AnswerSchema = z.object({
  risk_id: id,
  question_id: id,
  status,
  sub_question: z.array(SubAnswerSchema).max(MAX_ANSWERS_PER_SAVE).optional(),
});
export type Answer = z.infer<typeof AnswerSchema>;

const fromJsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** `question` is JSON text in a form (spec 02 §7), or the list itself in a JSON body. */
export const RiskAnswerUpdateRequestSchema = z.object({
  question: z.preprocess(
    fromJsonText,
    z
      .array(AnswerSchema, { error: RISK_FIELD_MESSAGES.question })
      .min(1, RISK_FIELD_MESSAGES.question)
      .max(MAX_ANSWERS_PER_SAVE, RISK_FIELD_MESSAGES.question),
  ),
});
export type RiskAnswerUpdateRequest = z.input<typeof RiskAnswerUpdateRequestSchema>;

export const OwnerAssessmentSchema = AssessmentSchema.extend({ risk: z.array(RiskCategorySchema) });
export type OwnerAssessment = z.infer<typeof OwnerAssessmentSchema>;

/**
 * spec 02 §7: POST risk_answer_update_by_user. Saves the given answers and keeps every other
 * one; status 2 clears an answer, and a parent that is not Yes drops its sub-answers. Only the
 * owner answers; the answer is the assessment as it now stands.
 */
export const riskAnswerUpdateByUserCall = defineCall({
  name: 'risk_answer_update_by_user',
  method: 'POST',
  access: 'owner',
  tier: 'recommendations',
  planMessage: RISK_MESSAGES.planNeeded,
  request: RiskAnswerUpdateRequestSchema,
  response: OwnerAssessmentSchema,
});
