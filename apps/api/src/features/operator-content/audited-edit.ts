import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { AuditState } from '../../db/schema/index';
import type { OperatorAuthContext } from '../../infra/auth/authenticate-operator';
import type { ChangeFeed } from '../../infra/cache/change-feed';
import { actorOf, recordOperatorAction } from '../operators/record-operator-action';

type Change<T> = { before: T | null; after: T | null };

const auditState = (value: unknown): AuditState =>
  value === null || value === undefined
    ? null
    : Array.isArray(value)
      ? { items: value }
      : (value as Record<string, unknown>);

/**
 * One content edit and its audit row (who, what, before and after) in one transaction: the
 * edit is never kept without its record (docs/decisions/022, 023). Answers once every server
 * has heard of it (ChangeFeed.settleEverywhere).
 */
export async function auditedEdit<T>(
  deps: { db: Database; changes: ChangeFeed },
  who: { auth: OperatorAuthContext; request: FastifyRequest },
  /** subject may name what the edit made (a new post's id). */
  what: { action: string; subject: string | ((change: Change<NoInfer<T>>) => string) },
  change: (tx: Database) => Promise<Change<T>>,
): Promise<Change<T>> {
  const result = await deps.db.transaction(async (tx) => {
    const result = await change(tx);
    await recordOperatorAction(tx, {
      ...actorOf(who.auth, who.request),
      action: what.action,
      subject: typeof what.subject === 'string' ? what.subject : what.subject(result),
      before: auditState(result.before),
      after: auditState(result.after),
    });
    return result;
  });
  // the public reads it on every server from the moment the operator is told it is saved
  await deps.changes.settleEverywhere();
  return result;
}
