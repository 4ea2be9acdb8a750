import { PLAN } from '@faith-shield/contract/shared/constants';
import type { GetSubscription } from '@faith-shield/contract/subscriptions/get-subscription';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations, plans, subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import { effectivePlanTier } from '../../infra/auth/authenticate';
import { toDollars } from './display-format';
import { listPlans, toSubscriptionPlan } from './list-plans';

/**
 * The key for Stripe Elements, only when Stripe takes the payment: a Stripe card token means
 * nothing to the built-in test provider, which wants the test-mode form's tok_… tokens.
 */
const cardFormKey = ({ config, payments }: Pick<AppDeps, 'config' | 'payments'>) =>
  payments.name === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null;

/** The rows the answer is made of; which plan is in force is worked out from them at each read. */
async function loadSubscriptionRows(db: Database, organisationId: string) {
  const [organisation] = await db
    .select({ id: organisations.id, planTier: organisations.planTier, planEndsAt: organisations.planEndsAt })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!organisation) return undefined;
  const active = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planRowId))
    .where(and(eq(subscriptions.organisationId, organisationId), eq(subscriptions.status, 'active')));
  return { organisation, active, plans: await listPlans(db) };
}

/**
 * The plans on offer and the paid plan in force (spec 01 §7 get_subscription). The free trial
 * is no `current` plan: the owner may choose a plan during it, and trial_ends_at says when it
 * ends (spec 01 §4: choosing is possible only when no plan exists; docs/decisions/005).
 */
export async function getSubscription(
  deps: Pick<AppDeps, 'db' | 'now' | 'config' | 'payments' | 'readCache'>,
  organisationId: string,
): Promise<GetSubscription> {
  const now = deps.now();
  const rows = await deps.readCache.read(
    `subscription:${organisationId}`,
    () => loadSubscriptionRows(deps.db, organisationId),
    (loaded) => loaded.organisation.id,
  );
  const organisation = rows?.organisation;
  const tier = organisation ? effectivePlanTier(organisation.planTier, organisation.planEndsAt, now) : 0;
  // as findCurrentSubscription: active and not past its access end
  const current = rows?.active.find(({ subscription }) => subscription.accessEndsAt > now) ?? null;
  const isTrial = tier === PLAN.freeTrial && !current;
  return {
    plans: (rows?.plans ?? []).map(toSubscriptionPlan),
    current: current && {
      id: current.plan.id,
      subscription_id: current.subscription.id,
      plan_name: current.plan.name,
      plan_price: toDollars(current.subscription.priceCents),
      plan_status: current.subscription.status,
      type: current.plan.type,
      subscriptions_id: current.subscription.tier,
      ends_at: current.subscription.currentPeriodEnd.toISOString(),
      cancel_at_period_end: current.subscription.cancelAtPeriodEnd,
    },
    trial_ends_at: isTrial ? (organisation?.planEndsAt?.toISOString() ?? null) : null,
    subscriptions_id: tier,
    stripe_publishable_key: cardFormKey(deps),
  };
}
