import { z } from 'zod';
import { GuidanceSchema, PrioritySchema } from './risk-assessment';
import { RISK_FIELD_MESSAGES } from './risk-messages';

/** An action item is named by its question: one item per No, per organisation. */
export const actionQuestionIdField = () =>
  z
    .string({ error: RISK_FIELD_MESSAGES.questionId })
    .trim()
    .min(1, RISK_FIELD_MESSAGES.questionId)
    .max(100, RISK_FIELD_MESSAGES.questionId);

export const ActionItemRequestSchema = z.object({ question_id: actionQuestionIdField() });
export type ActionItemRequest = z.infer<typeof ActionItemRequestSchema>;

export const ACTION_STATUSES = ['open', 'done'] as const;

/** Every No of the assessment, with its guidance and where the owner has taken it. */
export const ActionItemSchema = z.object({
  question_id: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  question: z.string(),
  priority: PrioritySchema,
  guidance: GuidanceSchema,
  status: z.enum(ACTION_STATUSES),
  assigned_to: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** YYYY-MM-DD, the member's deadline. */
  due_date: z.string().nullable(),
  done_at: z.string().nullable(),
});
export type ActionItem = z.infer<typeof ActionItemSchema>;
