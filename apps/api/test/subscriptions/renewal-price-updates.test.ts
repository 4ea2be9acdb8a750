import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, plans, subscriptionPriceUpdates, subscriptions } from '../../src/db/schema/index';
import { pushRenewalPrices, queueRenewalPrice } from '../../src/features/subscriptions/renewal-price-updates';
import { stripePaymentProvider } from '../../src/infra/payments/stripe-payment-provider';
import { createOrganisation } from '../helpers/factories';
import { fakeStripe, stripeError } from '../helpers/fake-stripe';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
const db = async () => (await testDatabase()).db;
const planId = `test_${randomUUID().slice(0, 8)}`;
let planRowId = '';
const organisationIds: string[] = [];
/** Stripe's subscription id of each of ours, by name. */
const stripeIds = {
  a: `sub_${randomUUID().slice(0, 8)}`,
  b: `sub_${randomUUID().slice(0, 8)}`,
  cancelled: `sub_${randomUUID().slice(0, 8)}`,
};

/** A running Stripe subscription of the test's plan, in an organisation of its own. */
async function stripeSubscription(providerSubscriptionId: string, cancelAtPeriodEnd = false) {
  const { organisation } = await createOrganisation(await db());
  organisationIds.push(organisation.id);
  const periodEnd = new Date(Date.now() + 20 * 86_400_000);
  await (await db()).insert(subscriptions).values({
    organisationId: organisation.id,
    planRowId,
    tier: 4,
    priceCents: 69000,
    periodDays: 365,
    provider: 'stripe',
    providerSubscriptionId,
    currentPeriodEnd: periodEnd,
    accessEndsAt: periodEnd,
    cancelAtPeriodEnd,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await (await db())
    .insert(plans)
    .values({
      planId,
      tier: 4,
      name: 'Advance',
      type: 'Yearly',
      priceCents: 69000,
      features: [],
      position: 99,
    })
    .returning();
  planRowId = row?.id ?? '';
  await stripeSubscription(stripeIds.a);
  await stripeSubscription(stripeIds.b);
  await stripeSubscription(stripeIds.cancelled, true);
});
afterAll(async () => {
  await (await db()).delete(organisations).where(inArray(organisations.id, organisationIds));
  await (await db()).delete(plans).where(eq(plans.id, planRowId));
  await server.close();
});

/** Stripe as the fake answers it: no price yet, each subscription on the old price; B fails `failuresOfB` times. */
function stripeWith(failuresOfB: number) {
  let failed = 0;
  return fakeStripe((request) => {
    if (request.method === 'GET' && request.path.startsWith('/v1/prices?'))
      return { status: 200, body: { object: 'list', data: [], has_more: false, url: '/v1/prices' } };
    if (request.path === '/v1/prices')
      return { status: 200, body: { id: `price_${request.form.get('unit_amount')}`, object: 'price' } };
    if (request.path.startsWith('/v1/products'))
      return { status: 200, body: { id: 'faith_shield_tier_4', object: 'product' } };
    const id = request.path.split('/').pop() ?? '';
    if (request.method === 'POST' && id === stripeIds.b && failed < failuresOfB) {
      failed += 1;
      return stripeError(500, 'api_error', 'Stripe is having a moment');
    }
    const item = { id: `si_${id}`, price: { id: 'price_old' } };
    return { status: 200, body: { id, object: 'subscription', items: { object: 'list', data: [item] } } };
  });
}

const updatesOf = async () =>
  (await db())
    .select({
      stripeId: subscriptions.providerSubscriptionId,
      priceCents: subscriptionPriceUpdates.priceCents,
      attempts: subscriptionPriceUpdates.attempts,
      isDone: sql<boolean>`${subscriptionPriceUpdates.doneAt} is not null`,
      lastError: subscriptionPriceUpdates.lastError,
    })
    .from(subscriptionPriceUpdates)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPriceUpdates.subscriptionId))
    .where(eq(subscriptions.planRowId, planRowId))
    .orderBy(subscriptions.providerSubscriptionId);

/** The subscriptions Stripe was asked to update, with what it was sent. */
const updatesSent = (sent: ReturnType<typeof fakeStripe>['sent']): [string, Record<string, string>][] =>
  sent
    .filter((request) => request.method === 'POST' && request.path.startsWith('/v1/subscriptions/'))
    .map((request): [string, Record<string, string>] => [
      request.path.split('/').pop() ?? '',
      Object.fromEntries(request.form),
    ]);

/** What the retry waits for has passed (claims are timed by the database's clock). */
const retryDueNow = async () =>
  (await db()).execute(sql`update subscription_price_updates set claimed_until = now() - interval '1 second'
    where done_at is null and failed_at is null`);

describe('a new price reaches running Stripe subscriptions after the commit', () => {
  it('updates each renewing one without proration, and retries one that failed until it is made', async () => {
    await (await db()).transaction((tx) =>
      queueRenewalPrice(tx, { planRowId, priceCents: 74900, provider: 'stripe' }),
    );
    const queued = await updatesOf();
    // the cancelled plan never renews: nothing to change
    expect(queued.map((row) => row.stripeId).sort()).toEqual([stripeIds.a, stripeIds.b].sort());

    const first = stripeWith(1);
    const deps = {
      db: await db(),
      payments: stripePaymentProvider('sk_test_fake', first.client),
      log: server.app.log,
    };
    expect(await pushRenewalPrices(deps)).toBe(2);
    const newPrice = { 'items[0][price]': 'price_74900', proration_behavior: 'none' };
    expect(new Map(updatesSent(first.sent))).toEqual(
      new Map([
        [stripeIds.a, { 'items[0][id]': `si_${stripeIds.a}`, ...newPrice }],
        [stripeIds.b, { 'items[0][id]': `si_${stripeIds.b}`, ...newPrice }],
      ]),
    );
    expect(updatesSent(first.sent)).toHaveLength(2);
    const afterFirst = Object.fromEntries((await updatesOf()).map((row) => [row.stripeId, row]));
    expect(afterFirst[stripeIds.a]).toMatchObject({ isDone: true, attempts: 1 });
    expect(afterFirst[stripeIds.b]).toMatchObject({
      isDone: false,
      attempts: 1,
      lastError: 'Stripe is having a moment',
    });
    expect(server.logs()).toContain('renewal price update failed: will retry');

    // not before its retry is due; then it is made
    expect(await pushRenewalPrices(deps)).toBe(0);
    await retryDueNow();
    const second = stripeWith(0);
    expect(
      await pushRenewalPrices({ ...deps, payments: stripePaymentProvider('sk_test_fake', second.client) }),
    ).toBe(1);
    expect(updatesSent(second.sent)).toEqual([
      [stripeIds.b, { 'items[0][id]': `si_${stripeIds.b}`, ...newPrice }],
    ]);
    expect((await updatesOf()).every((row) => row.isDone)).toBe(true);
  });

  it('pushes the latest price when a second change comes before the first was made', async () => {
    const tx = await db();
    await queueRenewalPrice(tx, { planRowId, priceCents: 79900, provider: 'stripe' });
    await queueRenewalPrice(tx, { planRowId, priceCents: 84900, provider: 'stripe' });
    const waiting = (await updatesOf()).filter((row) => !row.isDone);
    expect(waiting.map((row) => [row.priceCents, row.attempts])).toEqual([
      [84900, 0],
      [84900, 0],
    ]);
    const stripe = stripeWith(0);
    await pushRenewalPrices({
      db: tx,
      payments: stripePaymentProvider('sk_test_fake', stripe.client),
      log: server.app.log,
    });
    expect(updatesSent(stripe.sent).map(([, form]) => form['items[0][price]'])).toEqual([
      'price_84900',
      'price_84900',
    ]);
    expect(stripe.sent.filter((request) => request.path === '/v1/prices')).toHaveLength(1);
  });
});
