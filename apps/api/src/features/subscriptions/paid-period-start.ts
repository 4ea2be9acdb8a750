import { PLAN } from '@faith-shield/contract/shared/constants';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations } from '../../db/schema/index';

/**
 * When a plan bought now begins its first paid period: the end of a free trial still running
 * (paying early gives none of the trial away), else now (docs/decisions/005).
 */
export async function paidPeriodStart(db: Database, organisationId: string, now: Date): Promise<Date> {
  const [organisation] = await db
    .select({ tier: organisations.planTier, endsAt: organisations.planEndsAt })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  const trialEnd = organisation?.tier === PLAN.freeTrial ? organisation.endsAt : null;
  return trialEnd && trialEnd > now ? trialEnd : now;
}
