import { type AuditState, operatorAuditLog } from '../../db/schema/index';
import type { OperatorAuthContext } from '../../infra/auth/authenticate-operator';
import type { Executor } from '../notifications/notify';

export type OperatorAction = {
  /** Null only when no operator can be named (a sign-in with an unknown e-mail). */
  operatorId: string | null;
  /** OPERATOR_ACTIONS' names, 'area.verb': 'home_page.updated', 'plan.price_changed'. */
  action: string;
  /** What was acted on: 'plan:<id>', 'operator:<email>'. */
  subject?: string;
  before?: AuditState;
  after?: AuditState;
  ip?: string;
};

/**
 * Writes one audit row. Pass the transaction that makes the change, so the change and its
 * record commit together or not at all (docs/decisions/022). The row can never be changed.
 */
export async function recordOperatorAction(executor: Executor, entry: OperatorAction): Promise<void> {
  await executor.insert(operatorAuditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    subject: entry.subject ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? '',
  });
}

/** The operator and address of a call, for recordOperatorAction. */
export const actorOf = (auth: OperatorAuthContext, request: { ip: string }) => ({
  operatorId: auth.operatorId,
  ip: request.ip,
});
