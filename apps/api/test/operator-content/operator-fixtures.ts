import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { operatorAuditLog } from '../../src/db/schema/index';
import { createOperator as createSignedInOperator } from '../helpers/operators';

/** A signed-in operator (test/helpers/operators.ts): its id as `operator.id`, its session token. */
export async function createOperator(db: Database) {
  const operator = await createSignedInOperator(db);
  return { operator, token: operator.token };
}

/** The newest audit row of this operator for `action`. */
export async function lastAudit(db: Database, operatorId: string, action: string) {
  const [row] = await db
    .select()
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.operatorId, operatorId), eq(operatorAuditLog.action, action)))
    .orderBy(desc(operatorAuditLog.at))
    .limit(1);
  return row;
}
