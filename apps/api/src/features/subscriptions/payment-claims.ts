import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payments } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * A double submit (same organisation, plan and card token) has the same key: the unique key
 * in payments makes it one payment, and the provider gets the key too (docs/decisions/005).
 * A card token is single-use, so a new attempt always brings a new token and a new key.
 */
export const paymentKey = (organisationId: string, planRowId: string, cardToken: string) =>
  createHash('sha256').update(`payment|${organisationId}|${planRowId}|${cardToken}`).digest('hex');

export async function findPayment(db: Database, idempotencyKey: string): Promise<PaymentRow | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
  return payment ?? null;
}

/**
 * Writes the payment as pending before anything is charged. Null when the key is taken (a
 * double submit) or the organisation already has a payment in flight (another card at the
 * same moment): the unique indexes decide, so two servers cannot both charge.
 */
export async function claimPayment(
  db: Database,
  values: Omit<typeof payments.$inferInsert, 'status' | 'reason'>,
): Promise<PaymentRow | null> {
  const [payment] = await db
    .insert(payments)
    .values({ ...values, status: 'pending', reason: 'start' })
    .onConflictDoNothing()
    .returning();
  return payment ?? null;
}

/** The provider's answer is unknown (an error, not a decline): a retry may ask it again. */
export async function releasePayment(db: Database, paymentId: string): Promise<void> {
  await db.delete(payments).where(eq(payments.id, paymentId));
}

export async function failPayment(db: Database, paymentId: string, message: string, now: Date) {
  await db
    .update(payments)
    .set({ status: 'failed', failureMessage: message, completedAt: now })
    .where(eq(payments.id, paymentId));
}

const POLL_MS = 100;

/** Waits for a payment in flight (the first of a double submit) to succeed or fail. */
export async function settledPayment(
  db: Database,
  idempotencyKey: string,
  waitMs = 30_000,
): Promise<PaymentRow | null> {
  for (let waited = 0; ; waited += POLL_MS) {
    const payment = await findPayment(db, idempotencyKey);
    if (payment?.status !== 'pending' || waited >= waitMs) return payment;
    await sleep(POLL_MS);
  }
}
