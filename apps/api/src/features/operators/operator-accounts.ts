import { OPERATOR_ACTIONS } from '@faith-shield/contract/operators/operator-messages';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { operatorSessions, operators } from '../../db/schema/index';
import { createToken } from '../../infra/auth/tokens';
import { recordOperatorAction } from './record-operator-action';

/** How long a set-up link works. */
export const SETUP_LINK_HOURS = 24;

export class OperatorAccountError extends Error {}

const emailOf = (value: string) => {
  const parsed = z.email().safeParse(value.trim().toLowerCase());
  if (!parsed.success) throw new OperatorAccountError(`Not an e-mail address: ${value}`);
  return parsed.data;
};

const setupLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/operator/setup?token=${encodeURIComponent(token)}`;

const byEmail = (email: string) =>
  and(sql`lower(${operators.email}) = ${email}`, isNull(operators.removedAt));

/**
 * A new operator, or a fresh set-up link for one who has not finished set-up. Only the link's
 * token hash is kept; the link is printed once. Audited with no operator (the command line).
 */
export async function addOperator(db: Database, rawEmail: string, publicUrl: string, now: Date) {
  const email = emailOf(rawEmail);
  const { token, hash } = createToken();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(operators).where(byEmail(email)).limit(1);
    if (existing?.activatedAt) throw new OperatorAccountError(`${email} is already an operator.`);
    const [row] = existing
      ? await tx
          .update(operators)
          .set({ setupTokenHash: hash, setupExpiresAt: expiresAt })
          .where(eq(operators.id, existing.id))
          .returning()
      : await tx
          .insert(operators)
          .values({ email, setupTokenHash: hash, setupExpiresAt: expiresAt })
          .returning();
    if (!row) throw new Error('operator not saved');
    await recordOperatorAction(tx, {
      operatorId: row.id,
      action: OPERATOR_ACTIONS.added,
      subject: `operator:${email}`,
      after: { email, setup_expires_at: expiresAt.toISOString() },
      ip: 'command line',
    });
  });
  return { email, link: setupLink(publicUrl, token), expiresAt };
}

/** Removes an operator: no sign-in from now on, every session ended; the row stays for the log. */
export async function removeOperator(db: Database, rawEmail: string, now: Date) {
  const email = emailOf(rawEmail);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .update(operators)
      .set({ removedAt: now, setupTokenHash: null, setupExpiresAt: null })
      .where(byEmail(email))
      .returning();
    if (!removed) throw new OperatorAccountError(`${email} is not an operator.`);
    await tx
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(and(eq(operatorSessions.operatorId, removed.id), isNull(operatorSessions.revokedAt)));
    await recordOperatorAction(tx, {
      operatorId: removed.id,
      action: OPERATOR_ACTIONS.removed,
      subject: `operator:${email}`,
      before: { email },
      ip: 'command line',
    });
  });
  return { email };
}

/** The operators in office, with whether they finished set-up. */
export async function listOperators(db: Database) {
  return db
    .select({ email: operators.email, activatedAt: operators.activatedAt, createdAt: operators.createdAt })
    .from(operators)
    .where(isNull(operators.removedAt))
    .orderBy(asc(operators.email));
}
