import { TWO_FACTOR_MESSAGES as M } from '@faith-shield/contract/security/security-messages';
import { and, eq, lt, sql } from 'drizzle-orm';
import { userTwoFactor } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { Executor } from '../notifications/notify';
import { hashRecoveryCode } from '../operators/recovery-codes';
import { totpStepOf } from '../operators/totp';

type Deps = Pick<AppDeps, 'operatorSecrets'>;

/** The sealing of operators' secrets, bound to the member's row: a copied value does not open. */
const rowOf = (userId: string) => `user:${userId}`;
export const sealSecret = (deps: Deps, secret: string, userId: string) =>
  deps.operatorSecrets.seal(secret, rowOf(userId));
export const openSecret = (deps: Deps, stored: string, userId: string) =>
  deps.operatorSecrets.open(stored, rowOf(userId)).secret;

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export async function findTwoFactor(db: Executor, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  return row;
}

export const invalidCode = () => new ApiError(422, M.invalidCode, { code: M.invalidCode });

/**
 * Spends a second factor, atomically (two requests with one code cannot both pass): a TOTP code
 * of a step later than the last accepted, or an unspent recovery code (when `recovery`).
 */
export async function spendCode(
  deps: Deps & { db: Executor },
  row: TwoFactorRow,
  code: string,
  now: Date,
  { recovery }: { recovery: boolean },
): Promise<'totp' | 'recovery' | null> {
  const { db } = deps;
  if (/^\d{6}$/.test(code)) {
    const step = totpStepOf(openSecret(deps, row.secret, row.userId), code, now);
    if (step === null) return null;
    const used = await db
      .update(userTwoFactor)
      .set({ lastTotpStep: step })
      .where(and(eq(userTwoFactor.userId, row.userId), lt(userTwoFactor.lastTotpStep, step)))
      .returning({ id: userTwoFactor.userId });
    return used.length === 1 ? 'totp' : null;
  }
  if (!recovery) return null;
  const hash = hashRecoveryCode(code);
  if (!row.recoveryCodeHashes.includes(hash)) return null;
  const spent = await db
    .update(userTwoFactor)
    .set({ recoveryCodeHashes: sql`${userTwoFactor.recoveryCodeHashes} - ${hash}::text` })
    .where(
      and(eq(userTwoFactor.userId, row.userId), sql`${userTwoFactor.recoveryCodeHashes} ? ${hash}::text`),
    )
    .returning({ id: userTwoFactor.userId });
  return spent.length === 1 ? 'recovery' : null;
}
