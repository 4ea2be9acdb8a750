import { OPERATOR_ACTIONS } from '@faith-shield/contract/operators/operator-messages';
import { and, eq, isNull } from 'drizzle-orm';
import { operatorSessions } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { OperatorAuthContext } from '../../infra/auth/authenticate-operator';
import { recordOperatorAction } from './record-operator-action';

/** Ends the operator's session, and says so in the audit log. */
export async function operatorLogOut(
  deps: Pick<AppDeps, 'db' | 'now'>,
  auth: OperatorAuthContext,
  ip: string,
) {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: deps.now() })
      .where(and(eq(operatorSessions.id, auth.operatorSessionId), isNull(operatorSessions.revokedAt)));
    await recordOperatorAction(tx, {
      operatorId: auth.operatorId,
      action: OPERATOR_ACTIONS.signedOut,
      subject: `operator:${auth.email}`,
      ip,
    });
  });
}
