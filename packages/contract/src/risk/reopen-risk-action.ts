import { defineCall } from '../shared/call';
import { ActionItemRequestSchema, ActionItemSchema } from './action-item';
import { RISK_MESSAGES } from './risk-messages';

/** The owner opens a done item again; its assignment stays. */
export const reopenRiskActionCall = defineCall({
  name: 'reopen_risk_action',
  method: 'POST',
  access: 'owner',
  tier: 'recommendations',
  planMessage: RISK_MESSAGES.planNeeded,
  request: ActionItemRequestSchema,
  response: ActionItemSchema,
});
