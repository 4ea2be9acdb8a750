import type {
  AssignRiskActionRequest,
  assignRiskActionCall,
} from '@faith-shield/contract/risk/assign-risk-action';
import { callApi } from '../../../lib/api-client';
import { useActionItemMutation } from './action-item-mutation';

/** Hands an action item to a member with a due date. */
export const assignRiskAction = (input: AssignRiskActionRequest) =>
  callApi<typeof assignRiskActionCall>('assign_risk_action', input);

export const useAssignRiskAction = () => useActionItemMutation(assignRiskAction);
