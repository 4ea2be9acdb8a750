import { z } from 'zod';
import { defineCall } from '../shared/call';
import { ActionItemSchema } from './action-item';
import { RISK_MESSAGES } from './risk-messages';

export const ActionPlanSchema = z.object({
  /** Open items first, then by priority (high first) and the assessment's order. */
  items: z.array(ActionItemSchema),
  /** Who an owner may assign items to (their live members); empty for a sub user. */
  members: z.array(z.object({ id: z.string(), first_name: z.string(), last_name: z.string() })),
});
export type ActionPlan = z.infer<typeof ActionPlanSchema>;

/**
 * The action plan, derived from the answers (DESIGN.md §4b): every No is an item. An owner
 * gets every item; a sub user gets the items assigned to them.
 */
export const riskActionPlanCall = defineCall({
  name: 'risk_action_plan',
  method: 'POST',
  access: 'user',
  tier: 'recommendations',
  planMessage: RISK_MESSAGES.planNeeded,
  request: z.object({}),
  response: ActionPlanSchema,
});
