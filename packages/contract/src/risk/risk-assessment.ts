import { z } from 'zod';

/** spec 02 §3: answers are Yes, No or unanswered ('2 in state'). */
export const ANSWER = { no: 0, yes: 1, unanswered: 2 } as const;
export type AnswerStatus = (typeof ANSWER)[keyof typeof ANSWER];
export const AnswerStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** How urgent an action item is (seeded per question). */
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PrioritySchema = z.enum(PRIORITIES);

/** spec 02 §3: a sub-question, shown only while its parent is Yes. */
export const RiskSubQuestionSchema = z.object({
  sub_question_id: z.string(),
  question: z.string(),
  status: AnswerStatusSchema,
  priority: PrioritySchema,
});
export type RiskSubQuestion = z.infer<typeof RiskSubQuestionSchema>;

export const RiskQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  status: AnswerStatusSchema,
  priority: PrioritySchema,
  sub_questions: z.array(RiskSubQuestionSchema),
});
export type RiskQuestion = z.infer<typeof RiskQuestionSchema>;

/** A category with the organisation's answers and its score (0–100). */
export const RiskCategorySchema = z.object({
  id: z.string(),
  category_name: z.string(),
  score: z.number().int().min(0).max(100),
  /** Questions answered, of those that count now (sub-questions count under a Yes). */
  answered: z.number().int(),
  total: z.number().int(),
  questions: z.array(RiskQuestionSchema),
});
export type RiskCategory = z.infer<typeof RiskCategorySchema>;

/** An entry of the fixed lists of /interior and /administration (spec 02 §2). */
export const RiskListItemSchema = z.object({
  title: z.string(),
  question_id: z.string(),
  category_id: z.string(),
});
export type RiskListItem = z.infer<typeof RiskListItemSchema>;

/** The whole assessment of an organisation, as both the owner and the members see it. */
export const AssessmentSchema = z.object({
  overall_score: z.number().int().min(0).max(100),
  answered: z.number().int(),
  total: z.number().int(),
  interior: z.array(RiskListItemSchema),
  administration: z.array(RiskListItemSchema),
});
export type AssessmentSummary = z.infer<typeof AssessmentSchema>;

/** What good looks like, why it matters and the first steps, for a question or sub-question. */
export const GuidanceSchema = z.object({
  good: z.string(),
  why: z.string(),
  steps: z.array(z.string()),
});
export type Guidance = z.infer<typeof GuidanceSchema>;
