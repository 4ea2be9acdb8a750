import { PAYMENT_MESSAGES } from '@faith-shield/contract/subscriptions/payment';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plans, subscriptions } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { formatDay, planLabel } from './display-format';
import { settledPayment } from './payment-claims';

/** The answer the first request of a double submit got, once it is known (docs/decisions/005). */
export async function replayPayment(
  db: Database,
  idempotencyKey: string,
): Promise<{ message: string; tier: number }> {
  const payment = await settledPayment(db, idempotencyKey);
  if (!payment || payment.status === 'pending') throw new ApiError(409, PAYMENT_MESSAGES.inProgress);
  if (payment.status === 'failed') {
    const message = payment.failureMessage ?? PAYMENT_MESSAGES.inProgress;
    throw new ApiError(402, message, { stripeToken: message });
  }
  const [row] = payment.subscriptionId
    ? await db
        .select({ subscription: subscriptions, plan: plans })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planRowId))
        .where(eq(subscriptions.id, payment.subscriptionId))
    : [];
  if (!row) throw new ApiError(409, PAYMENT_MESSAGES.inProgress);
  return {
    message: PAYMENT_MESSAGES.paid(planLabel(row.plan), formatDay(row.subscription.currentPeriodEnd)),
    tier: row.subscription.tier,
  };
}
