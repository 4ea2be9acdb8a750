import { TWO_FACTOR_MESSAGES as M } from '@faith-shield/contract/security/security-messages';
import { and, eq, isNull } from 'drizzle-orm';
import { users, userTwoFactor } from '../../db/schema/index';
import { ApiError, badRequest } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { verifySecret } from '../../infra/auth/passwords';
import { newRecoveryCodes } from '../operators/recovery-codes';
import { newTotpSecret, totpStepOf } from '../operators/totp';
import { recordAudit } from './record-audit';
import { twoFactorRemovedMail } from './security-mails';
import { findTwoFactor, invalidCode, openSecret, sealSecret, spendCode } from './two-factor-secret';

type Caller = { auth: AuthContext; ip: string };

async function findCaller(deps: AppDeps, userId: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new ApiError(401, M.notOn);
  return user;
}

/** two_factor_setup: a new secret, kept sealed and not in force until a code of it is proven. */
export async function setUpTwoFactor(deps: AppDeps, { auth }: Caller) {
  const user = await findCaller(deps, auth.userId);
  if (user.twoFactorEnabledAt) throw badRequest(M.alreadyOn);
  const { secret, uri } = newTotpSecret(user.email);
  const sealed = sealSecret(deps, secret, user.id);
  await deps.db
    .insert(userTwoFactor)
    .values({ userId: user.id, secret: sealed })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret: sealed, lastTotpStep: 0, recoveryCodeHashes: [] },
    });
  return { secret, otpauth_url: uri };
}

/** two_factor_enable: a current code of the new secret turns it on, with ten recovery codes. */
export async function enableTwoFactor(deps: AppDeps, { auth, ip }: Caller, code: string) {
  const user = await findCaller(deps, auth.userId);
  if (user.twoFactorEnabledAt) throw badRequest(M.alreadyOn);
  const row = await findTwoFactor(deps.db, user.id);
  if (!row) throw badRequest(M.notStarted);
  const now = deps.now();
  const step = totpStepOf(openSecret(deps, row.secret, user.id), code, now);
  if (step === null) throw invalidCode();
  const recovery = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    const [on] = await tx
      .update(users)
      .set({ twoFactorEnabledAt: now })
      .where(and(eq(users.id, user.id), isNull(users.twoFactorEnabledAt)))
      .returning({ id: users.id });
    // a second request with the same code lost the race
    if (!on) throw badRequest(M.alreadyOn);
    await tx
      .update(userTwoFactor)
      .set({ lastTotpStep: step, recoveryCodeHashes: recovery.hashes })
      .where(eq(userTwoFactor.userId, user.id));
    await recordAudit(tx, {
      organisationId: auth.organisationId,
      actorId: user.id,
      action: 'two_factor_enabled',
      ip,
    });
  });
  return { recovery_codes: recovery.codes };
}

/** The caller's second factor in force, or a 422 saying it is off. */
async function inForce(deps: AppDeps, userId: string) {
  const user = await findCaller(deps, userId);
  const row = user.twoFactorEnabledAt ? await findTwoFactor(deps.db, userId) : undefined;
  if (!row) throw badRequest(M.notOn);
  return { user, row };
}

/** two_factor_disable: password and a code (or a recovery code); the person is mailed. */
export async function disableTwoFactor(
  deps: AppDeps,
  { auth, ip }: Caller,
  input: { password: string; code: string },
) {
  const { user, row } = await inForce(deps, auth.userId);
  if (!(await verifySecret(user.passwordHash, input.password)))
    throw badRequest(M.wrongPassword, { password: M.wrongPassword });
  await deps.db.transaction(async (tx) => {
    if (!(await spendCode({ ...deps, db: tx }, row, input.code, deps.now(), { recovery: true })))
      throw invalidCode();
    await tx.update(users).set({ twoFactorEnabledAt: null }).where(eq(users.id, user.id));
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    await recordAudit(tx, {
      organisationId: auth.organisationId,
      actorId: user.id,
      action: 'two_factor_disabled',
      ip,
    });
  });
  const mail = twoFactorRemovedMail(user);
  deps.afterAnswer.run('the mail of a second factor removed', () => deps.mailer.send(mail));
}

/** two_factor_recovery_codes: a current code replaces every recovery code with ten new ones. */
export async function renewRecoveryCodes(deps: AppDeps, { auth, ip }: Caller, code: string) {
  const { row } = await inForce(deps, auth.userId);
  const recovery = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    if (!(await spendCode({ ...deps, db: tx }, row, code, deps.now(), { recovery: false })))
      throw invalidCode();
    await tx
      .update(userTwoFactor)
      .set({ recoveryCodeHashes: recovery.hashes })
      .where(eq(userTwoFactor.userId, auth.userId));
    await recordAudit(tx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'recovery_codes_renewed',
      ip,
    });
  });
  return { recovery_codes: recovery.codes };
}
