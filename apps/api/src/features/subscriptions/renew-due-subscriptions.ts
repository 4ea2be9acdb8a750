import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { plans, subscriptions } from '../../db/schema/index';
import { markPaymentFailed } from './mark-payment-failed';
import type { PlanJobDeps, PlanJobScope } from './plan-job-types';
import { recordRenewal } from './record-renewal';
import { sendReceipt } from './send-receipt';

const BATCH = 100;
/** A server that was off for months catches up one period per round, as the provider would. */
const MAX_ROUNDS = 24;

/**
 * Renews, at their period end, the plans of a provider that leaves renewal to us (the built-in
 * test provider, as Stripe renews its own): not cancelled, not failed (DESIGN.md §4).
 */
export async function renewDueSubscriptions(deps: PlanJobDeps, scope: PlanJobScope): Promise<number> {
  const provider = deps.payments;
  if (provider.renewal !== 'job') return 0;
  let renewed = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const now = deps.now();
    const due = await deps.db
      .select({ subscription: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planRowId))
      .where(
        and(
          eq(subscriptions.provider, provider.name),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.cancelAtPeriodEnd, false),
          isNull(subscriptions.paymentFailedAt),
          lte(subscriptions.currentPeriodEnd, now),
          scope.organisationIds
            ? inArray(subscriptions.organisationId, [...scope.organisationIds])
            : undefined,
        ),
      )
      .limit(BATCH);
    let progressed = 0;
    for (const { subscription, plan } of due) {
      // the plan's price now: an operator's price change applies from the next renewal (docs/decisions/023)
      const priceCents = plan.priceCents;
      const charged = await provider.renew({
        subscriptionId: subscription.providerSubscriptionId,
        priceCents,
        periodDays: subscription.periodDays,
        periodEnd: subscription.currentPeriodEnd,
      });
      if (!charged.ok) {
        deps.log.warn({ subscriptionId: subscription.id, reason: charged.message }, 'renewal declined');
        await markPaymentFailed(deps.db, subscription.id, now);
        continue;
      }
      const extended = await recordRenewal(deps.db, {
        subscription,
        periodEnd: charged.periodEnd,
        amountCents: priceCents,
        reference: charged.reference,
        idempotencyKey: `renewal|${subscription.id}|${subscription.currentPeriodEnd.toISOString()}`,
        now,
      });
      if (!extended) continue;
      renewed += 1;
      progressed += 1;
      await sendReceipt(deps, subscription.organisationId, {
        plan,
        amountCents: priceCents,
        paidAt: now,
        periodEnd: extended.currentPeriodEnd,
        reference: charged.reference,
        isRenewal: true,
        renews: !extended.cancelAtPeriodEnd,
      });
    }
    if (progressed === 0) break;
  }
  return renewed;
}
