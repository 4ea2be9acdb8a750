import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import { organisations, payments, subscriptions } from '../../db/schema/index';
import type { PlanJobDeps, PlanJobScope } from './plan-job-types';
import { renewDueSubscriptions } from './renew-due-subscriptions';

/** A payment the provider never answered (a server stopped mid-charge) stops blocking after this. */
const STALE_PAYMENT_MS = 15 * 60_000;

/** How often every server runs the job; each statement is a conditional UPDATE, safe side by side. */
export const PLAN_JOB_EVERY_MS = 60_000;

/**
 * The plan job (DESIGN.md §4; docs/decisions/005): renews due plans the provider leaves to us,
 * turns ended plans 'deactive', ends trials and plans past their end (plan_tier → 0), and frees
 * payments stuck in flight. Reads deps.now(); safe to run on several servers at once.
 */
export async function runPlanJob(deps: PlanJobDeps, scope: PlanJobScope = {}) {
  const renewed = await renewDueSubscriptions(deps, scope);
  const now = deps.now();
  const ids = scope.organisationIds ? [...scope.organisationIds] : undefined;

  const ended = await deps.db
    .update(subscriptions)
    .set({ status: 'deactive', endedAt: now })
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.accessEndsAt, now),
        ids ? inArray(subscriptions.organisationId, ids) : undefined,
      ),
    )
    .returning({ id: subscriptions.id });

  // trials (spec: 14 days from sign-up) and paid plans alike: the guard already counts them as
  // ended (effectivePlanTier); this makes plan_tier say so for every reader
  const lapsed = await deps.db
    .update(organisations)
    .set({ planTier: 0 })
    .where(
      and(
        ne(organisations.planTier, 0),
        lte(organisations.planEndsAt, now),
        ids ? inArray(organisations.id, ids) : undefined,
      ),
    )
    .returning({ id: organisations.id });

  const released = await deps.db
    .delete(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        lte(payments.createdAt, new Date(now.getTime() - STALE_PAYMENT_MS)),
        ids ? inArray(payments.organisationId, ids) : undefined,
      ),
    )
    .returning({ id: payments.id });
  if (released.length > 0) {
    deps.log.warn({ payments: released.map((row) => row.id) }, 'unfinished payments released');
  }

  // this server's next reads see what the job changed (the other servers hear it in a moment)
  await deps.changes.settle();
  const result = { renewed, ended: ended.length, lapsed: lapsed.length, released: released.length };
  if (renewed + ended.length + lapsed.length > 0) deps.log.info(result, 'plan job');
  return result;
}
