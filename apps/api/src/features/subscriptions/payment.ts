import { PLAN_PERIOD_DAYS } from '@faith-shield/contract/shared/constants';
import { PAYMENT_MESSAGES, type PaymentRequestSchema } from '@faith-shield/contract/subscriptions/payment';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { subscriptions } from '../../db/schema/index';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { formatDay, planLabel } from './display-format';
import { findCurrentSubscription } from './find-current-subscription';
import { findOwner } from './find-owner';
import { findPlan, type PlanRow } from './list-plans';
import { paidPeriodStart } from './paid-period-start';
import { claimPayment, failPayment, findPayment, paymentKey, releasePayment } from './payment-claims';
import { recordNewSubscription } from './record-new-subscription';
import { replayPayment } from './replay-payment';
import { sendReceipt } from './send-receipt';

export type PaymentDeps = Pick<AppDeps, 'db' | 'now' | 'payments' | 'mailer' | 'config'> & {
  log: FastifyBaseLogger;
};
type PaymentInput = z.output<typeof PaymentRequestSchema>;
export type PaymentOutcome = { message: string; tier: number };

/** The chosen plan as the client sent it must be the plan as we sell it (DESIGN.md §4). */
async function checkedPlan(db: Database, input: PaymentInput): Promise<PlanRow> {
  const plan = await findPlan(db, input.id);
  if (!plan) throw notFound(PAYMENT_MESSAGES.planUnavailable);
  if (plan.planId !== input.plan_id) {
    throw badRequest(PAYMENT_MESSAGES.planChanged, { plan_id: PAYMENT_MESSAGES.planChanged });
  }
  if (Math.round(input.amount * 100) !== plan.priceCents) {
    throw badRequest(PAYMENT_MESSAGES.amountMismatch, { amount: PAYMENT_MESSAGES.amountMismatch });
  }
  return plan;
}

/** The provider's customer from this organisation's last plan, so a returning owner is one customer. */
async function knownCustomer(deps: PaymentDeps, organisationId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organisationId, organisationId),
        eq(subscriptions.provider, deps.payments.name),
        isNotNull(subscriptions.providerCustomerId),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.customerId ?? null;
}

/**
 * spec 01 §7 payment: charges the plan's price through the provider, starts the subscription
 * for the plan's period and sets the organisation's tier. Insert-first and idempotent: a
 * double submit charges once and answers the same (docs/decisions/005).
 */
export async function payForPlan(
  deps: PaymentDeps,
  organisationId: string,
  input: PaymentInput,
): Promise<PaymentOutcome> {
  const plan = await checkedPlan(deps.db, input);
  const key = paymentKey(organisationId, plan.id, input.stripeToken);
  const earlier = await findPayment(deps.db, key);
  if (earlier) return replayPayment(deps.db, key);

  const now = deps.now();
  // spec 01 §4: a plan can be chosen only when none is in force (a cancelled one runs to its end)
  if (await findCurrentSubscription(deps.db, organisationId, now)) {
    throw new ApiError(409, PAYMENT_MESSAGES.alreadyActive);
  }
  const payment = await claimPayment(deps.db, {
    organisationId,
    planRowId: plan.id,
    amountCents: plan.priceCents,
    idempotencyKey: key,
    provider: deps.payments.name,
    createdAt: now,
  });
  if (!payment) {
    if (await findPayment(deps.db, key)) return replayPayment(deps.db, key);
    throw new ApiError(409, PAYMENT_MESSAGES.inProgress);
  }
  // Another card may have been paid between the check above and the claim: the claim is the
  // point where payments of one organisation line up, so ask again before anything is charged.
  if (await findCurrentSubscription(deps.db, organisationId, now)) {
    await releasePayment(deps.db, payment.id);
    throw new ApiError(409, PAYMENT_MESSAGES.alreadyActive);
  }

  const owner = await findOwner(deps.db, organisationId);
  const periodDays = PLAN_PERIOD_DAYS[plan.type];
  let started: Awaited<ReturnType<PaymentDeps['payments']['startSubscription']>>;
  let subscription: Awaited<ReturnType<typeof recordNewSubscription>>;
  try {
    started = await deps.payments.startSubscription({
      organisationId,
      email: owner?.email ?? '',
      plan: { ...plan, periodDays },
      token: input.stripeToken,
      idempotencyKey: key,
      customerId: await knownCustomer(deps, organisationId),
      now,
      periodStart: await paidPeriodStart(deps.db, organisationId, now),
    });
    if (!started.ok) {
      await failPayment(deps.db, payment.id, started.message, now);
      throw new ApiError(402, started.message, { stripeToken: started.message });
    }
    subscription = await recordNewSubscription(deps.db, {
      organisationId,
      plan,
      periodDays,
      paymentId: payment.id,
      provider: deps.payments.name,
      customerId: started.customerId,
      providerSubscriptionId: started.subscriptionId,
      periodEnd: started.periodEnd,
      reference: started.reference,
      now,
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // the outcome is unknown: free the key, so a retry asks the provider again with the same
    // idempotency key and gets the first answer instead of a second charge
    deps.log.error({ err: error, paymentId: payment.id, organisationId }, 'payment did not complete');
    await releasePayment(deps.db, payment.id);
    throw error;
  }

  await sendReceipt(deps, organisationId, {
    plan,
    amountCents: plan.priceCents,
    paidAt: now,
    periodEnd: subscription.currentPeriodEnd,
    reference: started.reference,
    isRenewal: false,
    renews: true,
  });
  return {
    message: PAYMENT_MESSAGES.paid(planLabel(plan), formatDay(subscription.currentPeriodEnd)),
    tier: subscription.tier,
  };
}
