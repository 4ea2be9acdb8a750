import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { plans, subscriptionPriceUpdates, subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import {
  type ClaimedRow,
  claimQueue,
  DONE,
  type Outcome,
  type QueuePolicy,
} from '../../infra/jobs/claim-queue';

/** How often each server looks for updates to retry (new ones are started after the change). */
export const RENEWAL_PRICE_SWEEP_EVERY_MS = 60_000;

type Deps = Pick<AppDeps, 'db' | 'payments'> & { log: FastifyBaseLogger };

/**
 * Inside the transaction of a plan's price change: every running subscription of that plan at
 * this provider that will renew is to renew at `priceCents`. One waiting update a subscription:
 * a second change before the first was made replaces its price and starts it afresh.
 */
export async function queueRenewalPrice(
  tx: Database,
  { planRowId, priceCents, provider }: { planRowId: string; priceCents: number; provider: string },
) {
  await tx.execute(sql`
    insert into subscription_price_updates (subscription_id, price_cents)
    select ${subscriptions.id}, ${priceCents}::int from ${subscriptions}
    where ${and(
      eq(subscriptions.planRowId, planRowId),
      eq(subscriptions.status, 'active'),
      eq(subscriptions.cancelAtPeriodEnd, false),
      sql`${subscriptions.provider}::text = ${provider}`,
    )}
    on conflict (subscription_id) where done_at is null and failed_at is null
    do update set price_cents = excluded.price_cents, attempts = 0, claimed_until = null, last_error = ''`);
}

type Claimed = ClaimedRow & {
  price_cents: number;
  provider_subscription_id: string;
  period_days: number;
  plan_id: string;
  tier: number;
  name: string;
  type: 'Monthly' | 'Yearly';
};

const POLICY: QueuePolicy = {
  batch: 50,
  // one at a time: a plan's subscriptions share one new price, created by the first
  concurrency: 1,
  claimSeconds: 120,
  retryStepSeconds: 60,
  maxAttempts: 8,
  timeoutMs: 60_000,
};

/** The claimed updates with their subscription and plan. */
async function load(db: Database, claimed: ClaimedRow[]): Promise<Claimed[]> {
  const attempts = new Map(claimed.map((row) => [row.id, row.attempts]));
  const rows = await db
    .select({
      id: subscriptionPriceUpdates.id,
      price_cents: subscriptionPriceUpdates.priceCents,
      provider_subscription_id: subscriptions.providerSubscriptionId,
      period_days: subscriptions.periodDays,
      plan_id: plans.planId,
      tier: plans.tier,
      name: plans.name,
      type: plans.type,
    })
    .from(subscriptionPriceUpdates)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPriceUpdates.subscriptionId))
    .innerJoin(plans, eq(plans.id, subscriptions.planRowId))
    .where(inArray(subscriptionPriceUpdates.id, [...attempts.keys()]))
    .orderBy(asc(subscriptionPriceUpdates.createdAt));
  return rows.map((row) => ({ ...row, attempts: attempts.get(row.id) ?? 1 }));
}

async function push(deps: Deps, row: Claimed): Promise<Outcome> {
  const answer = await deps.payments.setRenewalPrice({
    subscriptionId: row.provider_subscription_id,
    plan: {
      planId: row.plan_id,
      tier: row.tier,
      name: row.name,
      type: row.type,
      priceCents: row.price_cents,
      periodDays: row.period_days,
    },
    idempotencyKey: `renewal-price|${row.id}|${row.price_cents}`,
  });
  if (answer.ok) return DONE;
  deps.log.error(
    { update: row.id, subscription: row.provider_subscription_id },
    'renewal price refused by the payment provider: the subscription renews at its old price',
  );
  return { done: false, reason: answer.message };
}

/** Makes every waiting update of this server's provider that is free now; answers how many were tried. */
export function pushRenewalPrices(deps: Deps): Promise<number> {
  const queue = claimQueue<Claimed>(
    deps.db,
    {
      name: 'subscription_price_updates',
      doneColumn: 'done_at',
      errorColumn: 'last_error',
      where: sql`subscription_id in (select id from subscriptions where provider::text = ${deps.payments.name})`,
    },
    POLICY,
    {
      load: (claimed) => load(deps.db, claimed),
      work: (row) => push(deps, row),
      // a change meanwhile is pushed on the next round
      unchanged: (row) => sql`price_cents = ${row.price_cents}`,
      label: 'renewal price update',
      log: deps.log,
    },
  );
  return queue.drain();
}
