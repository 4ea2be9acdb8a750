import { z } from 'zod';
import { defineCall } from '../shared/call';
import { ActionItemSchema, actionQuestionIdField } from './action-item';
import { RISK_FIELD_MESSAGES, RISK_MESSAGES } from './risk-messages';

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const AssignRiskActionRequestSchema = z.object({
  question_id: actionQuestionIdField(),
  user_id: z.string({ error: RISK_FIELD_MESSAGES.userId }).trim().min(1, RISK_FIELD_MESSAGES.userId),
  due_date: z
    .string({ error: RISK_FIELD_MESSAGES.dueDate })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, RISK_FIELD_MESSAGES.dueDate)
    .refine(isCalendarDate, RISK_FIELD_MESSAGES.dueDate),
});
export type AssignRiskActionRequest = z.infer<typeof AssignRiskActionRequestSchema>;

/**
 * The owner hands an item to a member with a due date; the member is notified and sees it on
 * their dashboard. An item that was done opens again.
 */
export const assignRiskActionCall = defineCall({
  name: 'assign_risk_action',
  method: 'POST',
  access: 'owner',
  tier: 'recommendations',
  planMessage: RISK_MESSAGES.planNeeded,
  request: AssignRiskActionRequestSchema,
  response: ActionItemSchema,
});
