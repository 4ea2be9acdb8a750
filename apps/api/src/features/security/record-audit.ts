import type { AuditAction } from '@faith-shield/contract/security/security-messages';
import { auditLog } from '../../db/schema/index';
import type { Executor } from '../notifications/notify';

export type AuditEntry = {
  organisationId: string;
  /** Who did it; null when nobody can be named. */
  actorId: string | null;
  action: AuditAction;
  /** What was acted on, as the owner reads it: a member's name, an alert's kind. */
  target?: string;
  /** The caller's address (request.ip). */
  ip?: string;
};

/**
 * Writes one row of the organisation's audit log (spec 03 §5). Pass the transaction that makes
 * the change, so the change and its record commit together or not at all. The row can never
 * be changed or removed (the database refuses).
 */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    organisationId: entry.organisationId,
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target ?? '',
    ip: entry.ip ?? '',
  });
}

/** The signed-in caller and address of a call, for recordAudit. */
export const auditActorOf = (auth: { organisationId: string; userId: string }, request: { ip: string }) => ({
  organisationId: auth.organisationId,
  actorId: auth.userId,
  ip: request.ip,
});

/** A person as the log names them. */
export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
