import { defineCall } from '../shared/call';
import { ActionItemRequestSchema, ActionItemSchema } from './action-item';
import { RISK_MESSAGES } from './risk-messages';

/** The owner marks an item done; its answer stays No until the owner answers Yes. */
export const completeRiskActionCall = defineCall({
  name: 'complete_risk_action',
  method: 'POST',
  access: 'owner',
  tier: 'recommendations',
  planMessage: RISK_MESSAGES.planNeeded,
  request: ActionItemRequestSchema,
  response: ActionItemSchema,
});
