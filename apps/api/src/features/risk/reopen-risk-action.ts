import type { ActionItem } from '@faith-shield/contract/risk/action-item';
import { riskAnswers } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findActionItem, itemRow } from './action-items';
import type { RiskReader } from './organisation-risk-rows';

/** reopen_risk_action: open again, still with whoever it was assigned to. */
export async function reopenRiskAction(
  reader: RiskReader,
  auth: AuthContext,
  questionId: string,
): Promise<ActionItem> {
  await findActionItem(reader, auth.organisationId, questionId);
  await reader.db
    .update(riskAnswers)
    .set({ doneAt: null, doneBy: null })
    .where(itemRow(auth.organisationId, questionId));
  return findActionItem(reader, auth.organisationId, questionId);
}
