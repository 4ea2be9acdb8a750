import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payments, subscriptions } from '../../db/schema/index';
import { accessEndsAt } from './plan-access';
import type { SubscriptionRow } from './record-new-subscription';
import { setOrganisationPlan } from './set-organisation-plan';

type Renewal = {
  /** The subscription as read before the provider was asked. */
  subscription: SubscriptionRow;
  periodEnd: Date;
  amountCents: number;
  reference: string;
  /** One per period (or per provider invoice): a second run or a repeated webhook is a no-op. */
  idempotencyKey: string;
  now: Date;
};

class AlreadyApplied extends Error {}

/**
 * A renewal the provider charged: the payment, the longer period and the organisation's tier in
 * one transaction. Conditional on the period the caller read, so two plan jobs (or a job and a
 * repeated webhook) at once extend a period once. Null when someone else applied it first.
 */
export async function recordRenewal(db: Database, renewal: Renewal): Promise<SubscriptionRow | null> {
  const { subscription, now } = renewal;
  const terms = {
    currentPeriodEnd: renewal.periodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    paymentFailedAt: null,
  };
  try {
    return await db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(payments)
        .values({
          organisationId: subscription.organisationId,
          subscriptionId: subscription.id,
          planRowId: subscription.planRowId,
          reason: 'renewal',
          amountCents: renewal.amountCents,
          idempotencyKey: renewal.idempotencyKey,
          status: 'succeeded',
          provider: subscription.provider,
          providerReference: renewal.reference,
          createdAt: now,
          completedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (!payment) throw new AlreadyApplied();
      const [renewed] = await tx
        .update(subscriptions)
        // the subscription's price is what its current period was charged (get_subscription's plan_price)
        .set({
          ...terms,
          priceCents: renewal.amountCents,
          accessEndsAt: accessEndsAt(terms),
          status: 'active',
          endedAt: null,
        })
        .where(
          and(
            eq(subscriptions.id, subscription.id),
            eq(subscriptions.currentPeriodEnd, subscription.currentPeriodEnd),
            eq(subscriptions.status, subscription.status),
          ),
        )
        .returning();
      if (!renewed) throw new AlreadyApplied();
      await setOrganisationPlan(tx, renewed.organisationId, {
        tier: renewed.tier,
        endsAt: renewed.accessEndsAt,
      });
      return renewed;
    });
  } catch (error) {
    if (error instanceof AlreadyApplied) return null;
    throw error;
  }
}
