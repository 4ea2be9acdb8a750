import { OPERATOR_CONTENT_MESSAGES } from '@faith-shield/contract/operator-content/operator-content-messages';
import type { OperatorPlan } from '@faith-shield/contract/operator-content/operator-plans';
import type { SavePlanSchema } from '@faith-shield/contract/operator-content/operator-save-plan';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { plans, subscriptions } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { findPlan, type PlanRow, toSubscriptionPlan } from '../subscriptions/list-plans';
import { queueRenewalPrice } from '../subscriptions/renewal-price-updates';

type Input = z.output<typeof SavePlanSchema>;

/** Active plans that renew (not cancelled) per plan row: who the next price applies to. */
async function renewingCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ planRowId: subscriptions.planRowId, renewing: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), eq(subscriptions.cancelAtPeriodEnd, false)))
    .groupBy(subscriptions.planRowId);
  return new Map(rows.map((row) => [row.planRowId, row.renewing]));
}

const toOperatorPlan = (plan: PlanRow, renewing: Map<string, number>): OperatorPlan => ({
  ...toSubscriptionPlan(plan),
  renewing: renewing.get(plan.id) ?? 0,
});

/** operator_plans: every price on offer, in its order. */
export async function listOperatorPlans(db: Database): Promise<OperatorPlan[]> {
  const [rows, renewing] = await Promise.all([
    db.select().from(plans).orderBy(asc(plans.position), asc(plans.planId)),
    renewingCounts(db),
  ]);
  return rows.map((plan) => toOperatorPlan(plan, renewing));
}

/**
 * operator_save_plan: the plan's price and features, inside the caller's transaction. A paid
 * period keeps the price it was charged (subscriptions.price_cents): the test provider's renewal
 * job charges the plan's price at the period's end; for a provider that renews on its own
 * (Stripe), a new price queues an update of each running subscription of the plan, made after
 * the commit (pushRenewalPrices).
 */
export async function savePlan(
  tx: Database,
  input: Input,
  provider: string,
): Promise<{ before: OperatorPlan; after: OperatorPlan }> {
  const current = await findPlan(tx, input.id);
  if (!current) throw notFound(OPERATOR_CONTENT_MESSAGES.planNotFound);
  const [saved] = await tx
    .update(plans)
    .set({ priceCents: Math.round(input.price * 100), features: input.features })
    .where(eq(plans.id, current.id))
    .returning();
  if (!saved) throw notFound(OPERATOR_CONTENT_MESSAGES.planNotFound);
  if (saved.priceCents !== current.priceCents)
    await queueRenewalPrice(tx, { planRowId: saved.id, priceCents: saved.priceCents, provider });
  const renewing = await renewingCounts(tx);
  return { before: toOperatorPlan(current, renewing), after: toOperatorPlan(saved, renewing) };
}
