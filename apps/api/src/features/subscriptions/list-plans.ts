import type { SubscriptionPlan } from '@faith-shield/contract/subscriptions/get-subscription';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { plans } from '../../db/schema/index';
import { toDollars } from './display-format';

export type PlanRow = typeof plans.$inferSelect;

export const toSubscriptionPlan = (plan: PlanRow): SubscriptionPlan => ({
  id: plan.id,
  plan_id: plan.planId,
  name: plan.name,
  price: toDollars(plan.priceCents),
  type: plan.type,
  features: plan.features,
  subscriptions_id: plan.tier,
});

/** The prices on offer, in their editorial order. */
export async function listPlans(db: Database): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(asc(plans.position), asc(plans.planId));
}

/** The plan of a row id the client sent back; null when there is no such plan. */
export async function findPlan(db: Database, id: string): Promise<PlanRow | null> {
  if (!isUuid(id)) return null;
  const [plan] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return plan ?? null;
}
