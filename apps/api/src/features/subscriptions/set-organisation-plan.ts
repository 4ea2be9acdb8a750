import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations } from '../../db/schema/index';

/**
 * Keeps the organisation's cached plan (what the guard reads: plan_tier, plan_ends_at) in step
 * with its subscription. Called inside the transaction that changes the subscription.
 */
export async function setOrganisationPlan(
  db: Database,
  organisationId: string,
  plan: { tier: number; endsAt: Date },
): Promise<void> {
  await db
    .update(organisations)
    .set({ planTier: plan.tier, planEndsAt: plan.endsAt })
    .where(eq(organisations.id, organisationId));
}
