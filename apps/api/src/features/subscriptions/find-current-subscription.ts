import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plans, subscriptions } from '../../db/schema/index';

/**
 * The organisation's paid plan in force at `now`: active and not past its access end (a plan
 * the job has not yet turned 'deactive' counts as ended, as the guard counts it).
 */
export async function findCurrentSubscription(db: Database, organisationId: string, now: Date) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planRowId))
    .where(
      and(
        eq(subscriptions.organisationId, organisationId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.accessEndsAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}
