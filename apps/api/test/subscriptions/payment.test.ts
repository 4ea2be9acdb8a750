import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../src/db/schema/index';
import { formatDay } from '../../src/features/subscriptions/display-format';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import {
  DAY_MS,
  findPlan,
  getSubscription,
  LONG_SESSIONS,
  mailsTo,
  movableClock,
  organisationPlan,
  pay,
  paymentFields,
  registerTierCalls,
  TIER_CALLS,
} from './subscription-fixtures';

describe('POST /api/payment', () => {
  let server: TestServer;
  const clock = movableClock();
  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: LONG_SESSIONS, extend: registerTierCalls });
  });
  afterAll(() => server.close());

  const organisation = async (
    planTier = 1,
    planEndsAt: Date | null = new Date(clock.now().getTime() + 14 * DAY_MS),
  ) => createOrganisation((await testDatabase()).db, { planTier, planEndsAt });

  const rowsOf = async (organisationId: string) => ({
    payments: await server.app.deps.db
      .select()
      .from(payments)
      .where(eq(payments.organisationId, organisationId)),
    subscriptions: await server.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, organisationId)),
  });

  it("says 'Please select Subscription' when no plan was chosen", async () => {
    const { owner } = await organisation();
    const { code, body } = await server.call('payment', { stripeToken: 'tok_visa' }, { token: owner.token });
    expect(code).toBe(422);
    expect(body.message).toBe('Please select Subscription');
    expect(body.errors).toMatchObject({
      id: 'Please select Subscription',
      plan_id: 'Please select Subscription',
    });
  });

  it('asks for the card when no card token is sent', async () => {
    const { owner } = await organisation();
    const plan = await findPlan(server, owner.token, 'basic_monthly');
    const { stripeToken: _, ...fields } = paymentFields(plan);
    const { code, body } = await server.call('payment', fields, { token: owner.token });
    expect(code).toBe(422);
    expect(body.errors).toEqual({ stripeToken: 'Please enter your card details.' });
  });

  it('answers 404 for a plan that does not exist', async () => {
    const { owner } = await organisation();
    const plan = await findPlan(server, owner.token, 'basic_monthly');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-plan']) {
      const { code, body } = await server.call(
        'payment',
        { ...paymentFields(plan), id },
        { token: owner.token },
      );
      expect(code).toBe(404);
      expect(body.message).toBe('This plan is no longer available. Please choose your plan again.');
    }
  });

  it('refuses a tampered amount and charges nothing', async () => {
    const { organisation: org, owner } = await organisation();
    const plan = await findPlan(server, owner.token, 'advance_yearly');
    for (const amount of ['1', '0', '689.99', 'free']) {
      const { code, body } = await server.call(
        'payment',
        { ...paymentFields(plan), amount },
        { token: owner.token },
      );
      expect(code).toBe(422);
      expect(body.message).toBe(
        'The amount does not match the price of the plan you chose. Please choose your plan again; you have not been charged.',
      );
      expect(body.errors).toHaveProperty('amount');
    }
    expect(await rowsOf(org.id)).toEqual({ payments: [], subscriptions: [] });
    expect((await organisationPlan(server, org.id)).planTier).toBe(1);
  });

  it('accepts the amount written as the client may send it', async () => {
    const { owner } = await organisation();
    const plan = await findPlan(server, owner.token, 'standard_monthly');
    const { code } = await server.call(
      'payment',
      { ...paymentFields(plan), amount: '39.00' },
      { token: owner.token },
    );
    expect(code).toBe(200);
  });

  it("refuses a plan_id that is not the chosen plan's", async () => {
    const { organisation: org, owner } = await organisation();
    const cheap = await findPlan(server, owner.token, 'basic_monthly');
    const dear = await findPlan(server, owner.token, 'advance_yearly');
    // the cheap plan's row with the dear plan's name, or the other way round
    const { code, body } = await server.call(
      'payment',
      { ...paymentFields(cheap), plan_id: dear.plan_id },
      { token: owner.token },
    );
    expect(code).toBe(422);
    expect(body.message).toBe('The plan you chose does not match our plans. Please choose your plan again.');
    expect(body.errors).toHaveProperty('plan_id');
    expect((await rowsOf(org.id)).subscriptions).toEqual([]);
  });

  it.each([
    ['tok_chargeDeclined', 'Your card was declined.'],
    ['tok_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['tok_made_up', "No such token: 'tok_made_up'"],
  ])('shows the decline of %s and stores no plan', async (stripeToken, message) => {
    const { organisation: org, owner } = await organisation();
    const before = await organisationPlan(server, org.id);
    const plan = await findPlan(server, owner.token, 'standard_monthly');
    const { code, body } = await pay(server, owner.token, plan, stripeToken);
    expect(code).toBe(402);
    expect(body).toEqual({ status: 0, message, errors: { stripeToken: message } });
    const rows = await rowsOf(org.id);
    expect(rows.subscriptions).toEqual([]);
    expect(rows.payments.map((payment) => [payment.status, payment.failureMessage])).toEqual([
      ['failed', message],
    ]);
    expect(await organisationPlan(server, org.id)).toEqual(before);
    expect((await getSubscription(server, owner.token)).current).toBeNull();
  });

  it('charges the plan, starts it for its period and opens its features', async () => {
    // an owner whose trial has ended: no features, but paying is open to them
    const { organisation: org, owner } = await organisation(1, new Date(clock.now().getTime() - 1000));
    expect((await server.call(TIER_CALLS.advance, {}, { token: owner.token })).code).toBe(403);
    const plan = await findPlan(server, owner.token, 'advance_monthly');

    const { code, body } = await pay(server, owner.token, plan, 'tok_mastercard');
    expect(code).toBe(200);
    expect(body.data).toEqual({ subscriptions_id: 4 });
    const periodEnd = new Date(clock.now().getTime() + 30 * DAY_MS);
    expect(body.message).toMatch(
      /^Payment successful\. Your Advance \(Monthly\) plan is active until \d\d \w{3}, \d{4}\.$/,
    );

    const { current, subscriptions_id, trial_ends_at } = await getSubscription(server, owner.token);
    expect(subscriptions_id).toBe(4);
    expect(trial_ends_at).toBeNull();
    expect(current).toEqual({
      id: plan.id,
      subscription_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      plan_name: 'Advance',
      plan_price: 69,
      plan_status: 'active',
      type: 'Monthly',
      subscriptions_id: 4,
      ends_at: periodEnd.toISOString(),
      cancel_at_period_end: false,
    });
    // the tier the guard reads: in force until the period end, plus the renewal grace
    const cached = await organisationPlan(server, org.id);
    expect(cached.planTier).toBe(4);
    expect(cached.planEndsAt?.getTime()).toBe(periodEnd.getTime() + 3 * DAY_MS);
    expect((await server.call(TIER_CALLS.advance, {}, { token: owner.token })).code).toBe(200);

    const rows = await rowsOf(org.id);
    expect(rows.payments).toMatchObject([
      { status: 'succeeded', amountCents: 6900, reason: 'start', provider: 'test' },
    ]);
    expect(rows.subscriptions).toMatchObject([
      { status: 'active', tier: 4, periodDays: 30, provider: 'test' },
    ]);
  });

  it('bought during the free trial: the paid period starts when the trial ends, no trial day is lost', async () => {
    // paying on 27 Nov with a trial running to 11 Dec: the month paid runs 11 Dec to 10 Jan
    const trialEnd = new Date(clock.now().getTime() + 14 * DAY_MS);
    const { organisation: org, owner } = await organisation(1, trialEnd);
    const before = await getSubscription(server, owner.token);
    expect(before.trial_ends_at).toBe(trialEnd.toISOString());

    const { code, body } = await pay(
      server,
      owner.token,
      await findPlan(server, owner.token, 'advance_monthly'),
    );
    expect(code).toBe(200);
    const periodEnd = new Date(trialEnd.getTime() + 30 * DAY_MS);
    const { current, subscriptions_id } = await getSubscription(server, owner.token);
    expect(current?.ends_at).toBe(periodEnd.toISOString());
    expect(subscriptions_id).toBe(4);
    expect(body.message).toBe(
      `Payment successful. Your Advance (Monthly) plan is active until ${formatDay(periodEnd)}.`,
    );
    expect((await organisationPlan(server, org.id)).planEndsAt?.getTime()).toBe(
      periodEnd.getTime() + 3 * DAY_MS,
    );
    // the plan's features from the day it is bought
    expect((await server.call(TIER_CALLS.advance, {}, { token: owner.token })).code).toBe(200);
    expect((await rowsOf(org.id)).payments).toMatchObject([{ status: 'succeeded', amountCents: 6900 }]);
  });

  it('gives a Basic plan inventory but not the Standard and Advance features', async () => {
    const { owner } = await organisation(0, null);
    expect((await pay(server, owner.token, await findPlan(server, owner.token, 'basic_yearly'))).code).toBe(
      200,
    );
    expect((await server.call(TIER_CALLS.inventory, {}, { token: owner.token })).code).toBe(200);
    const content = await server.call(TIER_CALLS.content, {}, { token: owner.token });
    expect(content.code).toBe(403);
    expect(content.body.message).toBe(
      'Your plan does not include this feature. Please upgrade your subscription.',
    );
    expect((await server.call(TIER_CALLS.advance, {}, { token: owner.token })).code).toBe(403);
    const { current } = await getSubscription(server, owner.token);
    expect(current?.ends_at).toBe(new Date(clock.now().getTime() + 365 * DAY_MS).toISOString());
  });

  it("mails a receipt to the organisation's owner", async () => {
    const { organisation: org, owner } = await organisation();
    const plan = await findPlan(server, owner.token, 'standard_yearly');
    expect((await pay(server, owner.token, plan)).code).toBe(200);
    const [receipt, ...more] = await mailsTo(server, owner.user.email);
    expect(more).toEqual([]);
    expect(receipt).toContain('Subject: Your Faith Shield receipt: Standard (Yearly) plan');
    expect(receipt).toContain('Content-Type: text/plain');
    expect(receipt).toContain('Content-Type: text/html');
    expect(receipt).toContain('$390.00 USD');
    expect(receipt).toContain(org.worshipPlaceName);
  });

  it('refuses a second plan while one is active', async () => {
    const { organisation: org, owner } = await organisation();
    expect((await pay(server, owner.token, await findPlan(server, owner.token, 'basic_monthly'))).code).toBe(
      200,
    );
    const other = await findPlan(server, owner.token, 'advance_monthly');
    const { code, body } = await pay(server, owner.token, other, 'tok_amex');
    expect(code).toBe(409);
    expect(body.message).toBe(
      'You already have an active plan. You can choose a new plan when the current one ends.',
    );
    const active = await server.app.deps.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organisationId, org.id), eq(subscriptions.status, 'active')));
    expect(active).toHaveLength(1);
    expect((await organisationPlan(server, org.id)).planTier).toBe(2);
  });

  it('is for owners only', async () => {
    const db = (await testDatabase()).db;
    const { organisation: org, owner } = await organisation();
    const member = await createUser(db, org.id, 2);
    const plan = await findPlan(server, owner.token, 'basic_monthly');
    const { code } = await server.call('payment', paymentFields(plan), { token: member.token });
    expect(code).toBe(403);
    expect((await rowsOf(org.id)).payments).toEqual([]);
  });
});
