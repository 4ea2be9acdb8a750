import type { SessionData } from '@faith-shield/contract/accounts/login';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations, riskAnswers } from '../../db/schema/index';
import { planSummary } from './plan-summary';

type SignedIn = { organisationId: string; type: number };

/** What login and sign-up answer (spec 01 §7): the token and what routes the user (spec 01 §4). */
export async function sessionData(
  db: Database,
  user: SignedIn,
  token: string,
  now: Date,
): Promise<SessionData> {
  const [[organisation], [answers]] = await Promise.all([
    db
      .select({ planTier: organisations.planTier, planEndsAt: organisations.planEndsAt })
      .from(organisations)
      .where(eq(organisations.id, user.organisationId)),
    db
      .select({ total: count() })
      .from(riskAnswers)
      .where(eq(riskAnswers.organisationId, user.organisationId)),
  ]);
  const plan = planSummary(organisation ?? { planTier: 0, planEndsAt: null }, now, user.type);
  return {
    token,
    type: user.type,
    plan_status: plan.plan_status,
    subscriptions_id: plan.subscriptions_id,
    risk_assessment_answer_by_user: answers?.total ?? 0,
  };
}
