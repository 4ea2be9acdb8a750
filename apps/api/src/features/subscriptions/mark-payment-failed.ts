import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { subscriptions } from '../../db/schema/index';
import { setOrganisationPlan } from './set-organisation-plan';

/**
 * The provider could not charge a renewal: no grace any more, the plan ends with the period
 * already paid (DESIGN.md §4) unless a later retry succeeds (record-renewal clears the mark).
 */
export async function markPaymentFailed(db: Database, subscriptionId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(subscriptions)
      .set({ paymentFailedAt: now, accessEndsAt: sql`${subscriptions.currentPeriodEnd}` })
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'active')))
      .returning();
    if (!failed) return false;
    await setOrganisationPlan(tx, failed.organisationId, { tier: failed.tier, endsAt: failed.accessEndsAt });
    return true;
  });
}
