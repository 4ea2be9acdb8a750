import type { ActionItem } from '@faith-shield/contract/risk/action-item';
import type { Database } from '../../db/database';
import { riskAnswers } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findActionItem, itemRow } from './action-items';

/** reopen_risk_action: open again, still with whoever it was assigned to. */
export async function reopenRiskAction(
  db: Database,
  auth: AuthContext,
  questionId: string,
): Promise<ActionItem> {
  await findActionItem(db, auth.organisationId, questionId);
  await db
    .update(riskAnswers)
    .set({ doneAt: null, doneBy: null })
    .where(itemRow(auth.organisationId, questionId));
  return findActionItem(db, auth.organisationId, questionId);
}
