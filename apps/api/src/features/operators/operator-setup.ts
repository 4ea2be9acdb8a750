import { OPERATOR_ACTIONS, OPERATOR_MESSAGES } from '@faith-shield/contract/operators/operator-messages';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { operators } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { hashSecret } from '../../infra/auth/passwords';
import { hashToken } from '../../infra/auth/tokens';
import { recordOperatorAction } from './record-operator-action';
import { newRecoveryCodes } from './recovery-codes';
import { newTotpSecret, totpStepOf } from './totp';

type Deps = Pick<AppDeps, 'db' | 'now' | 'operatorSecrets'>;

const linkInvalid = () => new ApiError(404, OPERATOR_MESSAGES.setupLinkInvalid);

/** The operator whose set-up link this is, while it works. */
async function operatorOfLink({ db, now }: Deps, setupToken: string) {
  const [operator] = await db
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.setupTokenHash, hashToken(setupToken)),
        gt(operators.setupExpiresAt, now()),
        isNull(operators.removedAt),
        isNull(operators.activatedAt),
      ),
    )
    .limit(1);
  if (!operator) throw linkInvalid();
  return operator;
}

/** A new authenticator secret for the link's operator (each visit replaces the last). */
export async function startOperatorSetup(deps: Deps, setupToken: string) {
  const operator = await operatorOfLink(deps, setupToken);
  const { secret, uri } = newTotpSecret(operator.email);
  await deps.db
    .update(operators)
    .set({ totpSecret: deps.operatorSecrets.seal(secret, operator.id) })
    .where(eq(operators.id, operator.id));
  return { email: operator.email, otpauth_uri: uri, secret };
}

type SetupInput = { setup_token: string; password: string; code: string };

/**
 * Password set and authenticator proven: the account is active, the link spent, and ten
 * recovery codes are returned this once (only their hashes are kept).
 */
export async function completeOperatorSetup(deps: Deps, input: SetupInput, ip: string) {
  const operator = await operatorOfLink(deps, input.setup_token);
  // a wrong key throws here: nobody completes set-up against a secret the server cannot read
  const secret = operator.totpSecret ? deps.operatorSecrets.open(operator.totpSecret, operator.id) : null;
  const step = secret ? totpStepOf(secret.secret, input.code, deps.now()) : null;
  if (step === null)
    throw new ApiError(422, OPERATOR_MESSAGES.wrongCode, { code: OPERATOR_MESSAGES.wrongCode });
  const passwordHash = await hashSecret(input.password);
  const recovery = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(operators)
      .set({
        passwordHash,
        activatedAt: deps.now(),
        lastTotpStep: step,
        recoveryCodeHashes: recovery.hashes,
        setupTokenHash: null,
        setupExpiresAt: null,
        // started before secrets were encrypted: sealed now
        ...(secret?.isPlaintext ? { totpSecret: deps.operatorSecrets.seal(secret.secret, operator.id) } : {}),
      })
      .where(and(eq(operators.id, operator.id), isNull(operators.activatedAt)))
      .returning({ id: operators.id });
    // a second request with the same link lost the race
    if (!done) throw linkInvalid();
    await recordOperatorAction(tx, {
      operatorId: operator.id,
      action: OPERATOR_ACTIONS.setupCompleted,
      subject: `operator:${operator.email}`,
      ip,
    });
  });
  return { email: operator.email, recovery_codes: recovery.codes };
}
