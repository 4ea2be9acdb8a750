import type { ActionItem } from '@faith-shield/contract/risk/action-item';
import { and, isNull } from 'drizzle-orm';
import { riskAnswers } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findActionItem, itemRow } from './action-items';
import type { RiskReader } from './organisation-risk-rows';

/** complete_risk_action: done now, by the owner; marking a done item again keeps its first date. */
export async function completeRiskAction(
  reader: RiskReader,
  auth: AuthContext,
  questionId: string,
  now: Date,
): Promise<ActionItem> {
  await findActionItem(reader, auth.organisationId, questionId);
  await reader.db
    .update(riskAnswers)
    .set({ doneAt: now, doneBy: auth.userId })
    .where(and(itemRow(auth.organisationId, questionId), isNull(riskAnswers.doneAt)));
  return findActionItem(reader, auth.organisationId, questionId);
}
