import type { reopenRiskActionCall } from '@faith-shield/contract/risk/reopen-risk-action';
import { callApi } from '../../../lib/api-client';
import { useActionItemMutation } from './action-item-mutation';

/** Opens a done action item again. */
export const reopenRiskAction = (questionId: string) =>
  callApi<typeof reopenRiskActionCall>('reopen_risk_action', { question_id: questionId });

export const useReopenRiskAction = () => useActionItemMutation(reopenRiskAction);
