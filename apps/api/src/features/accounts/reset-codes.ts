import { randomInt } from 'node:crypto';
import {
  OTP_LENGTH,
  RESET_CODE_MAX_TRIES,
  RESET_CODE_VALID_MINUTES,
} from '@faith-shield/contract/shared/constants';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResets } from '../../db/schema/index';
import { hashSecret, verifyNothing, verifySecret } from '../../infra/auth/passwords';
import { findUserByEmail } from './find-user-by-email';

const MINUTE_MS = 60_000;

const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * A new reset code for the account of `email`, replacing any earlier one (DESIGN.md §4). The
 * code is hashed whether or not the account exists, so both answers take the same work; an
 * unknown e-mail gets null and nothing is stored.
 */
export async function issueResetCode(db: Database, email: string, now: Date) {
  const user = await findUserByEmail(db, email);
  const code = newCode();
  const codeHash = await hashSecret(code);
  if (!user) return null;
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await tx.insert(passwordResets).values({
      userId: user.id,
      email,
      codeHash,
      expiresAt: new Date(now.getTime() + RESET_CODE_VALID_MINUTES * MINUTE_MS),
    });
  });
  return { code, user };
}

const isLive = (now: Date) =>
  and(
    isNull(passwordResets.consumedAt),
    gt(passwordResets.expiresAt, now),
    lt(passwordResets.attempts, RESET_CODE_MAX_TRIES),
  );

/**
 * Checks a code against the live one of `email`. A wrong code counts a try; after
 * RESET_CODE_MAX_TRIES or RESET_CODE_VALID_MINUTES the code is dead. Answers the reset the
 * code opens, or null for every failure alike (no account, no code, dead code, wrong code).
 */
export async function checkResetCode(db: Database, email: string, code: string, now: Date) {
  const [reset] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId, codeHash: passwordResets.codeHash })
    .from(passwordResets)
    .where(and(eq(passwordResets.email, email), isLive(now)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  if (!reset) return verifyNothing(code).then(() => null);
  // The try is taken before the check, so guesses sent in parallel cannot exceed the limit.
  const [taken] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(eq(passwordResets.id, reset.id), isLive(now)))
    .returning({ id: passwordResets.id });
  if (!taken || !(await verifySecret(reset.codeHash, code))) return null;
  // A right code is not a wrong try: give it back, so code_check and the reset both fit.
  await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} - 1` })
    .where(eq(passwordResets.id, reset.id));
  return { id: reset.id, userId: reset.userId };
}

/** Uses the code up, once: false when another request used it first or it has just expired. */
export async function consumeResetCode(db: Database, resetId: string, now: Date): Promise<boolean> {
  const [consumed] = await db
    .update(passwordResets)
    .set({ consumedAt: now })
    .where(and(eq(passwordResets.id, resetId), isLive(now)))
    .returning({ id: passwordResets.id });
  return consumed !== undefined;
}
