import type { AuditEntry } from '@faith-shield/contract/security/get-audit-log';
import { AUDIT_LOG_PAGE_SIZE } from '@faith-shield/contract/security/security-messages';
import { and, asc, desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { withinDays } from '../operators/day-bounds';
import { personName } from './record-audit';

type Filter = {
  page: number;
  action?: string | undefined;
  actor_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** get_audit_log: the organisation's entries, newest first, a page at a time, with the team to filter by. */
export async function listAuditLog(deps: AppDeps, auth: AuthContext, filter: Filter) {
  const rows = await deps.db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      firstName: users.firstName,
      lastName: users.lastName,
      action: auditLog.action,
      target: auditLog.target,
      ip: auditLog.ip,
    })
    .from(auditLog)
    // the actor's organisation too: the log never names someone of another organisation
    .leftJoin(users, and(eq(users.id, auditLog.actorId), eq(users.organisationId, auditLog.organisationId)))
    .where(
      and(
        eq(auditLog.organisationId, auth.organisationId),
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        filter.actor_id ? eq(auditLog.actorId, filter.actor_id) : undefined,
        ...withinDays(auditLog.at, filter),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.seq))
    .limit(AUDIT_LOG_PAGE_SIZE + 1)
    .offset((filter.page - 1) * AUDIT_LOG_PAGE_SIZE);
  const entries: AuditEntry[] = rows.slice(0, AUDIT_LOG_PAGE_SIZE).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_name:
      row.firstName === null ? '' : personName({ firstName: row.firstName, lastName: row.lastName ?? '' }),
    action: row.action,
    target: row.target,
    ip: row.ip,
  }));
  const people = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.organisationId, auth.organisationId))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return {
    entries,
    page: filter.page,
    has_more: rows.length > AUDIT_LOG_PAGE_SIZE,
    people: people.map((person) => ({ id: person.id, name: personName(person) })),
  };
}
