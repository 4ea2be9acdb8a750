import type { completeRiskActionCall } from '@faith-shield/contract/risk/complete-risk-action';
import { callApi } from '../../../lib/api-client';
import { useActionItemMutation } from './action-item-mutation';

/** Marks an action item done. */
export const completeRiskAction = (questionId: string) =>
  callApi<typeof completeRiskActionCall>('complete_risk_action', { question_id: questionId });

export const useCompleteRiskAction = () => useActionItemMutation(completeRiskAction);
