import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../src/db/schema/index';
import { createOrganisation } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import {
  type Clock,
  DAY_MS,
  findPlan,
  getSubscription,
  LONG_SESSIONS,
  mailsTo,
  movableClock,
  organisationPlan,
  pay,
  registerTierCalls,
  runJob,
  TIER_CALLS,
} from './subscription-fixtures';

describe('the plan job: renewal and expiry', () => {
  let server: TestServer;
  let clock: Clock = movableClock();
  beforeAll(async () => {
    // each test sets its own clock; the server reads whichever is current
    server = await startTestServer({ now: () => clock.now(), env: LONG_SESSIONS, extend: registerTierCalls });
  });
  afterAll(() => server.close());

  async function subscribed(planId = 'standard_monthly') {
    clock = movableClock();
    // no free trial running: the first period starts at the payment
    const { organisation, owner } = await createOrganisation((await testDatabase()).db, {
      planTier: 0,
      planEndsAt: null,
    });
    expect((await pay(server, owner.token, await findPlan(server, owner.token, planId))).code).toBe(200);
    return { organisation, owner };
  }

  const paymentsOf = (organisationId: string) =>
    server.app.deps.db.select().from(payments).where(eq(payments.organisationId, organisationId));

  it('renews a plan that was not cancelled at the end of its period and records the payment', async () => {
    const { organisation, owner } = await subscribed();
    const firstEnd = new Date(clock.now().getTime() + 30 * DAY_MS);
    clock.advanceDays(30);
    clock.advanceMs(60_000);
    expect(await runJob(server, organisation.id)).toMatchObject({ renewed: 1, ended: 0, lapsed: 0 });

    const secondEnd = new Date(firstEnd.getTime() + 30 * DAY_MS);
    const { current } = await getSubscription(server, owner.token);
    expect(current).toMatchObject({ plan_status: 'active', ends_at: secondEnd.toISOString() });
    expect((await organisationPlan(server, organisation.id)).planEndsAt?.getTime()).toBe(
      secondEnd.getTime() + 3 * DAY_MS,
    );
    const charged = await paymentsOf(organisation.id);
    expect(charged.map((payment) => [payment.reason, payment.status, payment.amountCents])).toEqual(
      expect.arrayContaining([
        ['start', 'succeeded', 3900],
        ['renewal', 'succeeded', 3900],
      ]),
    );
    expect(charged).toHaveLength(2);
    const mails = await mailsTo(server, owner.user.email);
    expect(
      mails.some((mail) => mail.includes('Subject: Your Faith Shield Standard (Monthly) plan has renewed')),
    ).toBe(true);
    // nothing more is due until the new period ends
    expect(await runJob(server, organisation.id)).toMatchObject({ renewed: 0 });
  });

  it('renews once when two servers run the job at the same moment', async () => {
    const { organisation } = await subscribed('basic_monthly');
    clock.advanceDays(30);
    clock.advanceMs(1000);
    const runs = await Promise.all([runJob(server, organisation.id), runJob(server, organisation.id)]);
    expect(runs.map((run) => run.renewed).sort()).toEqual([0, 1]);
    const renewals = await server.app.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.organisationId, organisation.id), eq(payments.reason, 'renewal')));
    expect(renewals).toHaveLength(1);
    const [subscription] = await server.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, organisation.id));
    expect(subscription?.status).toBe('active');
  });

  it('catches up one period at a time after the server was off', async () => {
    const { organisation, owner } = await subscribed('advance_monthly');
    const start = clock.now().getTime();
    clock.advanceDays(95);
    expect(await runJob(server, organisation.id)).toMatchObject({ renewed: 3 });
    const { current } = await getSubscription(server, owner.token);
    expect(current?.ends_at).toBe(new Date(start + 120 * DAY_MS).toISOString());
    expect(await paymentsOf(organisation.id)).toHaveLength(4);
  });

  it('ends the free trial after 14 days', async () => {
    clock = movableClock();
    const trialEnd = new Date(clock.now().getTime() + 14 * DAY_MS);
    const { organisation, owner } = await createOrganisation((await testDatabase()).db, {
      planTier: 1,
      planEndsAt: trialEnd,
    });
    clock.advanceDays(13);
    expect(await runJob(server, organisation.id)).toMatchObject({ lapsed: 0 });
    expect((await server.call(TIER_CALLS.advance, {}, { token: owner.token })).code).toBe(200);
    expect((await getSubscription(server, owner.token)).trial_ends_at).toBe(trialEnd.toISOString());

    clock.advanceDays(1);
    expect(await runJob(server, organisation.id)).toMatchObject({ lapsed: 1 });
    expect((await organisationPlan(server, organisation.id)).planTier).toBe(0);
    expect(await getSubscription(server, owner.token)).toMatchObject({
      current: null,
      trial_ends_at: null,
      subscriptions_id: 0,
    });
    expect((await server.call(TIER_CALLS.inventory, {}, { token: owner.token })).code).toBe(403);
  });

  it('frees a payment left pending by a server that stopped mid-charge', async () => {
    const { organisation, owner } = await subscribed('basic_monthly');
    const plan = await findPlan(server, owner.token, 'basic_monthly');
    await server.app.deps.db.insert(payments).values({
      organisationId: organisation.id,
      planRowId: plan.id,
      reason: 'start',
      amountCents: 1900,
      idempotencyKey: `stuck-${organisation.id}`,
      status: 'pending',
      provider: 'test',
      createdAt: clock.now(),
    });
    clock.advanceMs(10 * 60_000);
    expect(await runJob(server, organisation.id)).toMatchObject({ released: 0 });
    clock.advanceMs(6 * 60_000);
    expect(await runJob(server, organisation.id)).toMatchObject({ released: 1 });
    const pending = (await paymentsOf(organisation.id)).filter((payment) => payment.status === 'pending');
    expect(pending).toEqual([]);
  });
});
