import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { plans, subscriptions } from '../../db/schema/index';
import { findCurrentSubscription } from './find-current-subscription';
import { markPaymentFailed } from './mark-payment-failed';
import type { PlanJobDeps } from './plan-job-types';
import { recordRenewal } from './record-renewal';
import { sendReceipt } from './send-receipt';
import { setOrganisationPlan } from './set-organisation-plan';

type EventDeps = PlanJobDeps;

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

async function findStripeSubscription(deps: EventDeps, providerSubscriptionId: string | null) {
  if (!providerSubscriptionId) return null;
  const [row] = await deps.db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planRowId))
    .where(
      and(
        eq(subscriptions.provider, 'stripe'),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    );
  return row ?? null;
}

/** invoice.paid: the first invoice (already recorded by the payment call) or a renewal. */
async function invoicePaid(deps: EventDeps, invoice: Stripe.Invoice): Promise<string> {
  const row = await findStripeSubscription(deps, idOf(invoice.parent?.subscription_details?.subscription));
  if (!row) return 'unknown subscription';
  if (invoice.billing_reason === 'subscription_create') return 'first invoice, recorded at payment';
  const { subscription, plan } = row;
  const ends = invoice.lines.data.map((line) => line.period.end);
  const periodEnd = new Date(Math.max(...ends, 0) * 1000);
  if (periodEnd.getTime() <= subscription.currentPeriodEnd.getTime()) return 'period already paid';
  if (subscription.status === 'deactive') {
    // paid late, after the plan ended: it comes back unless the owner has bought another since
    const other = await findCurrentSubscription(deps.db, subscription.organisationId, deps.now());
    if (other) {
      deps.log.error(
        { subscriptionId: subscription.id, invoice: invoice.id },
        'renewal paid for an ended plan while another plan is active: refund it in Stripe',
      );
      return 'ended plan, another in force';
    }
  }
  const renewed = await recordRenewal(deps.db, {
    subscription,
    periodEnd,
    amountCents: invoice.amount_paid,
    reference: invoice.id ?? `${subscription.providerSubscriptionId}:${periodEnd.toISOString()}`,
    idempotencyKey: `stripe-invoice|${invoice.id}`,
    now: deps.now(),
  });
  if (!renewed) return 'already applied';
  await sendReceipt(deps, subscription.organisationId, {
    plan,
    amountCents: invoice.amount_paid,
    paidAt: deps.now(),
    periodEnd: renewed.currentPeriodEnd,
    reference: invoice.number ?? invoice.id ?? renewed.providerSubscriptionId,
    isRenewal: true,
    renews: !renewed.cancelAtPeriodEnd,
  });
  return 'renewed';
}

/** customer.subscription.deleted: Stripe ended it (retries exhausted, or cancelled in Stripe). */
async function subscriptionDeleted(deps: EventDeps, deleted: Stripe.Subscription): Promise<string> {
  const row = await findStripeSubscription(deps, deleted.id);
  if (!row) return 'unknown subscription';
  const now = deps.now();
  const ended = await deps.db.transaction(async (tx) => {
    const [subscription] = await tx
      .update(subscriptions)
      .set({ status: 'deactive', endedAt: now, accessEndsAt: now })
      .where(and(eq(subscriptions.id, row.subscription.id), eq(subscriptions.status, 'active')))
      .returning();
    // no plan from now on; the owner may choose a new one at once
    if (subscription) await setOrganisationPlan(tx, subscription.organisationId, { tier: 0, endsAt: now });
    return subscription;
  });
  return ended ? 'ended' : 'already ended';
}

/**
 * The Stripe events that change a plan (docs/decisions/005). Each is safe to receive twice:
 * Stripe retries until it gets a 2xx. Returns what was done, for the log.
 */
export async function applyStripeEvent(deps: EventDeps, event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'invoice.paid':
      return invoicePaid(deps, event.data.object);
    case 'invoice.payment_failed': {
      const row = await findStripeSubscription(
        deps,
        idOf(event.data.object.parent?.subscription_details?.subscription),
      );
      if (!row) return 'unknown subscription';
      return (await markPaymentFailed(deps.db, row.subscription.id, deps.now()))
        ? 'marked failed'
        : 'not active';
    }
    case 'customer.subscription.deleted':
      return subscriptionDeleted(deps, event.data.object);
    default:
      return 'ignored';
  }
}
