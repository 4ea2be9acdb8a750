import { TWO_FACTOR_MESSAGES as M } from '@faith-shield/contract/security/security-messages';
import type { ResetSubUserTwoFactorRequest } from '@faith-shield/contract/security/two-factor';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users, userTwoFactor } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { verifySecret } from '../../infra/auth/passwords';
import { revokeUserSessions } from '../../infra/auth/sessions';
import { findSubUser } from '../sub-users/find-sub-user';
import { personName, recordAudit } from './record-audit';
import { twoFactorResetMail } from './security-mails';

type Person = { id: string; organisationId: string; firstName: string; lastName: string; email: string };

/**
 * Turns a person's second factor off for them, in one write: the factor and its secret go,
 * every session of theirs ends (the lost phone may hold one), and the audit log names who did
 * it. False when it was not on. The caller mails the person after the answer.
 */
export async function resetTwoFactorOf(
  tx: Database,
  person: Person,
  by: { actorId: string | null; ip: string; now: Date; target?: string },
): Promise<boolean> {
  const [off] = await tx
    .update(users)
    .set({ twoFactorEnabledAt: null })
    .where(and(eq(users.id, person.id), isNotNull(users.twoFactorEnabledAt)))
    .returning({ id: users.id });
  if (!off) return false;
  await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, person.id));
  await revokeUserSessions(tx, person.id, by.now);
  await recordAudit(tx, {
    organisationId: person.organisationId,
    actorId: by.actorId,
    action: 'two_factor_reset',
    target: by.target ?? personName(person),
    ip: by.ip,
  });
  return true;
}

/**
 * reset_sub_user_two_factor (decision 067): the owner, with their own password,
 * turns off the second factor of a member who lost both phone and recovery codes.
 */
export async function resetSubUserTwoFactor(
  deps: AppDeps,
  { auth, ip }: { auth: AuthContext; ip: string },
  input: Required<ResetSubUserTwoFactorRequest>,
) {
  const member = await findSubUser(deps.db, auth.organisationId, input.id);
  const [owner] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!owner || !(await verifySecret(owner.passwordHash, input.password)))
    throw badRequest(M.wrongPassword, { password: M.wrongPassword });
  const done = await deps.db.transaction((tx) =>
    resetTwoFactorOf(tx, member, { actorId: auth.userId, ip, now: deps.now() }),
  );
  if (!done) throw badRequest(M.notOn);
  const mail = twoFactorResetMail(member);
  deps.afterAnswer.run('the mail of a second factor reset', () => deps.mailer.send(mail));
}
