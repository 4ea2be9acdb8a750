import { z } from 'zod';
import { GuidanceSchema, PRIORITIES, PrioritySchema } from '../risk/risk-assessment';
import { defineCall } from '../shared/call';
import { jsonList, requiredText } from './content-fields';
import { OPERATOR_CONTENT_MESSAGES as M } from './operator-content-messages';

const EditableQuestion = z.object({
  id: z.string(),
  question: z.string(),
  weight: z.number().int(),
  priority: PrioritySchema,
  guidance: GuidanceSchema,
});

/** A category as the console edits it: the public's content plus each question's weight. */
export const OperatorRiskCategorySchema = z.object({
  id: z.string(),
  category_name: z.string(),
  questions: z.array(EditableQuestion.extend({ sub_questions: z.array(EditableQuestion) })),
});
export type OperatorRiskCategory = z.infer<typeof OperatorRiskCategorySchema>;

export const operatorRiskContentCall = defineCall({
  name: 'operator_risk_content',
  method: 'GET',
  access: 'operator',
  request: z.object({}),
  response: z.object({ categories: z.array(OperatorRiskCategorySchema) }),
});

const id = (message: string) => z.string().trim().min(1, { error: message }).max(100);

/** A risk category's name. */
export const SaveRiskCategorySchema = z.object({
  id: id(M.riskCategoryNotFound),
  category_name: requiredText(M.riskCategoryName),
});

/**
 * A question (no parent) or sub-question (parent_id: its question), new without `id`: its
 * text, weight in its category's score, priority and guidance. Questions are never removed
 * here: organisations' answers name them.
 */
export const SaveRiskQuestionSchema = z.object({
  id: z.string().trim().max(100).optional(),
  category_id: id(M.riskCategoryNotFound),
  parent_id: z.string().trim().max(100).optional(),
  question: requiredText(M.riskQuestion, 1_000),
  weight: z.coerce
    .number({ error: M.riskWeight })
    .int({ error: M.riskWeight })
    .min(1, { error: M.riskWeight })
    .max(3, { error: M.riskWeight }),
  priority: z.enum(PRIORITIES, { error: M.riskPriority }),
  good: requiredText(M.riskGood, 2_000),
  why: requiredText(M.riskWhy, 2_000),
  steps: jsonList(requiredText(M.riskStep, 1_000), 20),
});
export type SaveRiskQuestion = z.input<typeof SaveRiskQuestionSchema>;

export const operatorSaveRiskCategoryCall = defineCall({
  name: 'operator_save_risk_category',
  method: 'POST',
  access: 'operator',
  request: SaveRiskCategorySchema,
  response: OperatorRiskCategorySchema,
});

export const operatorSaveRiskQuestionCall = defineCall({
  name: 'operator_save_risk_question',
  method: 'POST',
  access: 'operator',
  request: SaveRiskQuestionSchema,
  response: OperatorRiskCategorySchema,
});
