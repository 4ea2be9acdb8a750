import { hash } from '@node-rs/argon2';
import type { Database } from '../../src/db/database';
import { operatorSessions, operators } from '../../src/db/schema/index';
import { newRecoveryCodes } from '../../src/features/operators/recovery-codes';
import { newTotpSecret } from '../../src/features/operators/totp';
import { createOperatorToken } from '../../src/infra/auth/operator-tokens';
import { uniqueEmail } from './factories';

export const OPERATOR_PASSWORD = 'Operator#Shield2026';

let passwordHash: Promise<string> | undefined;

/** An operator who completed set-up, with a live session: straight into the database (fast). */
export async function createOperator(db: Database, email = uniqueEmail('operator')) {
  passwordHash ??= hash(OPERATOR_PASSWORD);
  const { secret } = newTotpSecret(email);
  const recovery = newRecoveryCodes();
  const [operator] = await db
    .insert(operators)
    .values({
      email,
      passwordHash: await passwordHash,
      totpSecret: secret,
      activatedAt: new Date(),
      recoveryCodeHashes: recovery.hashes,
    })
    .returning();
  if (!operator) throw new Error('operator not created');
  const { token, hash: tokenHash } = createOperatorToken();
  const [session] = await db
    .insert(operatorSessions)
    .values({ operatorId: operator.id, tokenHash })
    .returning();
  if (!session) throw new Error('operator session not created');
  return { id: operator.id, email, secret, recoveryCodes: recovery.codes, token, sessionId: session.id };
}
export type TestOperator = Awaited<ReturnType<typeof createOperator>>;
