import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payments, subscriptions } from '../../db/schema/index';
import type { PaymentProvider } from '../../infra/payments/payment-provider';
import type { PlanRow } from './list-plans';
import { accessEndsAt } from './plan-access';
import { setOrganisationPlan } from './set-organisation-plan';

type NewSubscription = {
  organisationId: string;
  plan: PlanRow;
  periodDays: number;
  paymentId: string;
  provider: PaymentProvider['name'];
  customerId: string | null;
  providerSubscriptionId: string;
  periodEnd: Date;
  reference: string;
  now: Date;
};

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * After the provider charged: the subscription, the payment's success and the organisation's
 * tier in one transaction (DESIGN.md §5: nothing half-written). The paid plan replaces the
 * free trial at once; its first period, counted from the trial's end, keeps the trial's days.
 */
export async function recordNewSubscription(db: Database, input: NewSubscription): Promise<SubscriptionRow> {
  return db.transaction(async (tx) => {
    // a plan past its end that the job has not yet marked makes room for this one
    await tx
      .update(subscriptions)
      .set({ status: 'deactive', endedAt: input.now })
      .where(
        and(
          eq(subscriptions.organisationId, input.organisationId),
          eq(subscriptions.status, 'active'),
          lte(subscriptions.accessEndsAt, input.now),
        ),
      );
    const terms = { currentPeriodEnd: input.periodEnd, cancelAtPeriodEnd: false, paymentFailedAt: null };
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        organisationId: input.organisationId,
        planRowId: input.plan.id,
        tier: input.plan.tier,
        priceCents: input.plan.priceCents,
        periodDays: input.periodDays,
        status: 'active',
        provider: input.provider,
        providerCustomerId: input.customerId,
        providerSubscriptionId: input.providerSubscriptionId,
        ...terms,
        accessEndsAt: accessEndsAt(terms),
        createdAt: input.now,
      })
      .returning();
    if (!subscription) throw new Error('subscription not stored');
    await tx
      .update(payments)
      .set({
        status: 'succeeded',
        subscriptionId: subscription.id,
        providerReference: input.reference,
        completedAt: input.now,
      })
      .where(eq(payments.id, input.paymentId));
    await setOrganisationPlan(tx, input.organisationId, {
      tier: subscription.tier,
      endsAt: subscription.accessEndsAt,
    });
    return subscription;
  });
}
