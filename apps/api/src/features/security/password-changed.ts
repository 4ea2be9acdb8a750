import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { Executor } from '../notifications/notify';
import { recordAudit } from './record-audit';
import { passwordChangedMail } from './security-mails';

/**
 * A password was changed or reset (spec 03 §5): audited in the change's transaction; answers
 * the mail that tells the person, to send once it commits.
 */
export async function auditPasswordChange(tx: Executor, userId: string, ip: string) {
  const [person] = await tx
    .select({ organisationId: users.organisationId, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw new Error('password changed for no one');
  await recordAudit(tx, {
    organisationId: person.organisationId,
    actorId: userId,
    action: 'password_changed',
    ip,
  });
  return passwordChangedMail(person);
}

export const sendPasswordChangedMail = (deps: AppDeps, mail: ReturnType<typeof passwordChangedMail>) =>
  deps.afterAnswer.run('the mail of a password changed', () => deps.mailer.send(mail));
