import type { ActionItem } from '@faith-shield/contract/risk/action-item';
import { and, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { riskAnswers } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findActionItem, itemRow } from './action-items';

/** complete_risk_action: done now, by the owner; marking a done item again keeps its first date. */
export async function completeRiskAction(
  db: Database,
  auth: AuthContext,
  questionId: string,
  now: Date,
): Promise<ActionItem> {
  await findActionItem(db, auth.organisationId, questionId);
  await db
    .update(riskAnswers)
    .set({ doneAt: now, doneBy: auth.userId })
    .where(and(itemRow(auth.organisationId, questionId), isNull(riskAnswers.doneAt)));
  return findActionItem(db, auth.organisationId, questionId);
}
