import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Database } from '../../src/db/database';
import { operatorSessions, operators } from '../../src/db/schema/index';
import { newRecoveryCodes } from '../../src/features/operators/recovery-codes';
import { newTotpSecret } from '../../src/features/operators/totp';
import { operatorSecretBox } from '../../src/infra/auth/operator-secret-box';
import { createOperatorToken } from '../../src/infra/auth/operator-tokens';
import { uniqueEmail } from './factories';
import { TEST_OPERATOR_SECRET_KEY } from './test-server';

const secretBox = operatorSecretBox(Buffer.from(TEST_OPERATOR_SECRET_KEY));

export const OPERATOR_PASSWORD = 'Operator#Shield2026';

let passwordHash: Promise<string> | undefined;

/** An operator who completed set-up, with a live session: straight into the database (fast). */
export async function createOperator(db: Database, email = uniqueEmail('operator')) {
  passwordHash ??= hash(OPERATOR_PASSWORD);
  const { secret } = newTotpSecret(email);
  const recovery = newRecoveryCodes();
  const id = randomUUID();
  const [operator] = await db
    .insert(operators)
    .values({
      id,
      email,
      passwordHash: await passwordHash,
      totpSecret: secretBox.seal(secret, id),
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
