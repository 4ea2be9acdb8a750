import type { OperatorSession } from '@faith-shield/contract/operators/operator-login';
import { OPERATOR_ACTIONS, OPERATOR_MESSAGES } from '@faith-shield/contract/operators/operator-messages';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { operatorSessions, operators } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { createOperatorToken } from '../../infra/auth/operator-tokens';
import { verifyNothing, verifySecret } from '../../infra/auth/passwords';
import { recordOperatorAction } from './record-operator-action';
import { hashRecoveryCode } from './recovery-codes';
import { totpStepOf } from './totp';

type Deps = Pick<AppDeps, 'db' | 'now' | 'operatorSecrets'>;
type LoginInput = { email: string; password: string; code: string };
type Operator = typeof operators.$inferSelect;

const wrongCredentials = () => new ApiError(401, OPERATOR_MESSAGES.wrongCredentials);

/**
 * Password, then the second factor: a TOTP code not used before, or an unspent recovery code
 * (spent now). A wrong second factor after a right password is audited; so is every sign-in.
 */
export async function operatorLogIn(deps: Deps, input: LoginInput, ip: string): Promise<OperatorSession> {
  const [operator] = await deps.db
    .select()
    .from(operators)
    .where(
      and(
        sql`lower(${operators.email}) = ${input.email}`,
        isNull(operators.removedAt),
        isNotNull(operators.activatedAt),
      ),
    )
    .limit(1);
  if (!operator?.passwordHash || !operator.totpSecret) {
    await verifyNothing(input.password);
    throw wrongCredentials();
  }
  if (!(await verifySecret(operator.passwordHash, input.password))) throw wrongCredentials();
  const now = deps.now();
  // a key other than the one that sealed the secret throws (500, logged): no code is accepted
  const totp = deps.operatorSecrets.open(operator.totpSecret, operator.id);
  const factor = await spendSecondFactor(deps, operator, totp.secret, input.code, now);
  if (!factor) {
    await recordOperatorAction(deps.db, {
      operatorId: operator.id,
      action: OPERATOR_ACTIONS.signInFailedSecondFactor,
      subject: `operator:${operator.email}`,
      ip,
    });
    throw new ApiError(401, OPERATOR_MESSAGES.wrongCode);
  }
  const { token, hash } = createOperatorToken();
  await deps.db.transaction(async (tx) => {
    // written in clear before secrets were encrypted: sealed on this first good sign-in
    if (totp.isPlaintext)
      await tx
        .update(operators)
        .set({ totpSecret: deps.operatorSecrets.seal(totp.secret, operator.id) })
        .where(and(eq(operators.id, operator.id), eq(operators.totpSecret, totp.secret)));
    await tx
      .insert(operatorSessions)
      .values({ operatorId: operator.id, tokenHash: hash, createdAt: now, lastSeenAt: now });
    await recordOperatorAction(tx, {
      operatorId: operator.id,
      action: factor === 'recovery' ? OPERATOR_ACTIONS.signedInWithRecoveryCode : OPERATOR_ACTIONS.signedIn,
      subject: `operator:${operator.email}`,
      ip,
    });
  });
  return { token, email: operator.email };
}

/** Marks the second factor used, atomically: two requests with one code cannot both pass. */
async function spendSecondFactor(
  { db }: Deps,
  operator: Operator,
  totpSecret: string,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  if (/^\d{6}$/.test(code)) {
    const step = totpStepOf(totpSecret, code, now);
    if (step === null) return null;
    const used = await db
      .update(operators)
      .set({ lastTotpStep: step })
      .where(and(eq(operators.id, operator.id), lt(operators.lastTotpStep, step)))
      .returning({ id: operators.id });
    return used.length === 1 ? 'totp' : null;
  }
  const hash = hashRecoveryCode(code);
  if (!operator.recoveryCodeHashes.includes(hash)) return null;
  const spent = await db
    .update(operators)
    .set({ recoveryCodeHashes: sql`${operators.recoveryCodeHashes} - ${hash}::text` })
    .where(and(eq(operators.id, operator.id), sql`${operators.recoveryCodeHashes} ? ${hash}::text`))
    .returning({ id: operators.id });
  return spent.length === 1 ? 'recovery' : null;
}
