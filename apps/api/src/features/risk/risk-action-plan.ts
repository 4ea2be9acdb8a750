import type { ActionPlan } from '@faith-shield/contract/risk/risk-action-plan';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import { listActionItems } from './action-items';

/** risk_action_plan: every item and the team for an owner; a sub user's own assigned items. */
export async function actionPlan(db: Database, auth: AuthContext): Promise<ActionPlan> {
  if (auth.type !== USER_TYPE.owner)
    return {
      items: await listActionItems(db, auth.organisationId, { assignedTo: auth.userId }),
      members: [],
    };
  const [items, members] = await Promise.all([
    listActionItems(db, auth.organisationId),
    db
      .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
      .from(users)
      .where(
        and(
          eq(users.organisationId, auth.organisationId),
          ne(users.type, USER_TYPE.owner),
          isNull(users.deletedAt),
        ),
      )
      .orderBy(asc(users.firstName), asc(users.lastName)),
  ]);
  return { items, members };
}
