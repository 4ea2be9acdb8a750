import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';

/** A process that claimed an update has this long to make it before another may. */
const CLAIM_SECONDS = 120;
/** A failed update waits this long times its attempts before it is tried again. */
const RETRY_STEP_SECONDS = 60;
const MAX_ATTEMPTS = 8;
const BATCH = 50;
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

type Claimed = {
  id: string;
  price_cents: number;
  attempts: number;
  provider_subscription_id: string;
  period_days: number;
  plan_id: string;
  tier: number;
  name: string;
  type: 'Monthly' | 'Yearly';
};

/** Claims a batch of waiting updates of this server's provider (SKIP LOCKED: one process a row). */
async function claimBatch({ db, payments }: Deps): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update subscription_price_updates u
    set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = u.attempts + 1
    from subscriptions s, plans p
    where u.id in (
        select id from subscription_price_updates
        where done_at is null and failed_at is null and (claimed_until is null or claimed_until < now())
        order by created_at
        limit ${BATCH}
        for update skip locked
      )
      and s.id = u.subscription_id and p.id = s.plan_row_id and s.provider::text = ${payments.name}
    returning u.id, u.price_cents, u.attempts, s.provider_subscription_id, s.period_days,
      p.plan_id, p.tier, p.name, p.type`);
  // both drivers (pg, PGlite) answer { rows }; the generic database type cannot say so
  return (result as unknown as { rows: Claimed[] }).rows;
}

/** Done only if the price is still the one pushed: a change meanwhile is pushed on the next round. */
const markDone = (db: Database, row: Claimed) =>
  db.execute(sql`update subscription_price_updates set done_at = now(), last_error = ''
    where id = ${row.id} and price_cents = ${row.price_cents}`);

const markFailed = (db: Database, row: Claimed, reason: string) =>
  db.execute(sql`update subscription_price_updates set failed_at = now(), last_error = ${reason}
    where id = ${row.id} and price_cents = ${row.price_cents}`);

async function settle(deps: Deps, row: Claimed) {
  try {
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
    if (answer.ok) return await markDone(deps.db, row);
    deps.log.error(
      { update: row.id, subscription: row.provider_subscription_id, reason: answer.message },
      'renewal price refused by the payment provider: the subscription renews at its old price',
    );
    await markFailed(deps.db, row, answer.message);
  } catch (err) {
    const isLast = row.attempts >= MAX_ATTEMPTS;
    const reason = err instanceof Error ? err.message : String(err);
    deps.log[isLast ? 'error' : 'warn'](
      { err, update: row.id, subscription: row.provider_subscription_id, attempt: row.attempts },
      isLast ? 'renewal price update failed: giving up' : 'renewal price update failed: will retry',
    );
    await deps.db.execute(
      isLast
        ? sql`update subscription_price_updates set failed_at = now(), last_error = ${reason} where id = ${row.id}`
        : sql`update subscription_price_updates
              set claimed_until = now() + make_interval(secs => ${RETRY_STEP_SECONDS * row.attempts}),
                last_error = ${reason}
              where id = ${row.id}`,
    );
  }
}

/** Makes every waiting update that is free now; answers how many were tried. */
export async function pushRenewalPrices(deps: Deps): Promise<number> {
  let tried = 0;
  for (;;) {
    const batch = await claimBatch(deps);
    if (batch.length === 0) return tried;
    // one at a time: a plan's subscriptions share one new price, created by the first
    for (const row of batch) await settle(deps, row);
    tried += batch.length;
  }
}
