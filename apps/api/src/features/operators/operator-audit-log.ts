import { AUDIT_PAGE_SIZE, type AuditEntry } from '@faith-shield/contract/operators/operator-audit-log';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { operatorAuditLog, operators } from '../../db/schema/index';
import { withinDays } from './day-bounds';
import { afterCursor, pageOf } from './keyset-page';

type Filter = {
  operator: string;
  action: string;
  from?: string | undefined;
  to?: string | undefined;
  before?: string | undefined;
};

const KEYSET = { table: operatorAuditLog, at: operatorAuditLog.at, id: operatorAuditLog.id };

/** A page of the newest entries that match, with the operators and actions to filter by. */
export async function listAuditLog(db: Database, filter: Filter) {
  const after = await afterCursor(db, KEYSET, filter.before);
  const rows = await db
    .select({
      id: operatorAuditLog.id,
      operatorEmail: operators.email,
      action: operatorAuditLog.action,
      subject: operatorAuditLog.subject,
      before: operatorAuditLog.before,
      after: operatorAuditLog.after,
      at: operatorAuditLog.at,
      ip: operatorAuditLog.ip,
    })
    .from(operatorAuditLog)
    .leftJoin(operators, eq(operators.id, operatorAuditLog.operatorId))
    .where(
      and(
        filter.operator ? sql`lower(${operators.email}) = ${filter.operator}` : undefined,
        filter.action ? eq(operatorAuditLog.action, filter.action) : undefined,
        ...withinDays(operatorAuditLog.at, filter),
        after,
      ),
    )
    .orderBy(desc(operatorAuditLog.at), desc(operatorAuditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const { page, nextBefore } = pageOf(rows, AUDIT_PAGE_SIZE);
  const entries: AuditEntry[] = page.map((row) => ({
    id: row.id,
    operator_email: row.operatorEmail ?? '',
    action: row.action,
    subject: row.subject,
    before: row.before,
    after: row.after,
    at: row.at.toISOString(),
    ip: row.ip,
  }));
  const [names, actions] = await Promise.all([
    db.selectDistinct({ email: operators.email }).from(operators).orderBy(operators.email),
    db
      .selectDistinct({ action: operatorAuditLog.action })
      .from(operatorAuditLog)
      .orderBy(operatorAuditLog.action),
  ]);
  return {
    entries,
    next_before: nextBefore,
    operators: names.map((row) => row.email),
    actions: actions.map((row) => row.action),
  };
}
