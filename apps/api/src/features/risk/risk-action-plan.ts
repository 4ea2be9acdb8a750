import type { ActionPlan } from '@faith-shield/contract/risk/risk-action-plan';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import type { AuthContext } from '../../infra/auth/authenticate';
import { listActionItems } from './action-items';
import { type RiskReader, riskRowsOf } from './organisation-risk-rows';

/** risk_action_plan: every item and the team for an owner; a sub user's own assigned items. */
export async function actionPlan(reader: RiskReader, auth: AuthContext): Promise<ActionPlan> {
  if (auth.type !== USER_TYPE.owner)
    return {
      items: await listActionItems(reader, auth.organisationId, { assignedTo: auth.userId }),
      members: [],
    };
  const [items, { members }] = await Promise.all([
    listActionItems(reader, auth.organisationId),
    riskRowsOf(reader, auth.organisationId),
  ]);
  return { items, members };
}
