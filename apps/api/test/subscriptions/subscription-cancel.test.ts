import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../src/db/schema/index';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import {
  findPlan,
  getSubscription,
  LONG_SESSIONS,
  movableClock,
  organisationPlan,
  pay,
  registerTierCalls,
  runJob,
  TIER_CALLS,
} from './subscription-fixtures';

describe('POST /api/subscription_cancel', () => {
  let server: TestServer;
  const clock = movableClock();
  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: LONG_SESSIONS, extend: registerTierCalls });
  });
  afterAll(() => server.close());

  /** An owner on a paid Advance Monthly plan, and its current plan as get_subscription shows it. */
  async function subscribed() {
    // no free trial running: the period paid starts at the payment
    const { organisation, owner } = await createOrganisation((await testDatabase()).db, {
      planTier: 0,
      planEndsAt: null,
    });
    const plan = await findPlan(server, owner.token, 'advance_monthly');
    expect((await pay(server, owner.token, plan)).code).toBe(200);
    const { current } = await getSubscription(server, owner.token);
    if (!current) throw new Error('no current plan');
    return { organisation, owner, current };
  }

  const cancel = (token: string, current: { id: string; subscription_id: string }) =>
    server.call<{ ends_at: string }>(
      'subscription_cancel',
      { id: current.id, subscription_id: current.subscription_id },
      { token },
    );

  it('ends renewal: active until the period paid ends, then deactive with no plan', async () => {
    const { organisation, owner, current } = await subscribed();
    const { code, body } = await cancel(owner.token, current);
    expect(code).toBe(200);
    expect(body.message).toMatch(
      /^Your subscription has been cancelled\. Your Advance plan stays active until \d\d \w{3}, \d{4} and will not renew\.$/,
    );
    expect(body.data).toEqual({ ends_at: current.ends_at });

    const after = await getSubscription(server, owner.token);
    expect(after.current).toMatchObject({
      plan_status: 'active',
      cancel_at_period_end: true,
      ends_at: current.ends_at,
    });
    // no renewal grace once cancelled: the plan ends with the period
    expect((await organisationPlan(server, organisation.id)).planEndsAt?.toISOString()).toBe(current.ends_at);
    expect((await server.call(TIER_CALLS.advance, {}, { token: owner.token })).code).toBe(200);

    clock.advanceDays(30);
    clock.advanceMs(1000);
    await runJob(server, organisation.id);
    const [row] = await server.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, current.subscription_id));
    expect(row?.status).toBe('deactive');
    expect((await organisationPlan(server, organisation.id)).planTier).toBe(0);
    expect(await getSubscription(server, owner.token)).toMatchObject({ current: null, subscriptions_id: 0 });
    expect((await server.call(TIER_CALLS.advance, {}, { token: owner.token })).code).toBe(403);
    // no renewal was charged
    const charged = await server.app.deps.db
      .select()
      .from(payments)
      .where(eq(payments.organisationId, organisation.id));
    expect(charged).toHaveLength(1);
    // and the owner may choose a plan again
    expect((await pay(server, owner.token, await findPlan(server, owner.token, 'basic_monthly'))).code).toBe(
      200,
    );
  });

  it('answers the same when cancelled twice', async () => {
    const { owner, current } = await subscribed();
    const first = await cancel(owner.token, current);
    const second = await cancel(owner.token, current);
    expect(second.code).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it("answers 404 for another organisation's subscription and leaves it running", async () => {
    const theirs = await subscribed();
    const mine = await subscribed();
    const { code, body } = await cancel(mine.owner.token, theirs.current);
    expect(code).toBe(404);
    expect(body.message).toBe('This subscription was not found.');
    expect((await getSubscription(server, theirs.owner.token)).current?.cancel_at_period_end).toBe(false);
  });

  it('answers 404 for an unknown id or a plan that is not the subscription’s', async () => {
    const { owner, current } = await subscribed();
    const attempts: Record<string, string>[] = [
      { subscription_id: '00000000-0000-4000-8000-000000000000' },
      { subscription_id: 'sub_123' },
      { subscription_id: current.subscription_id, id: '00000000-0000-4000-8000-000000000000' },
    ];
    for (const fields of attempts) {
      expect((await server.call('subscription_cancel', fields, { token: owner.token })).code).toBe(404);
    }
    const { code, body } = await server.call('subscription_cancel', {}, { token: owner.token });
    expect(code).toBe(422);
    expect(body.message).toBe('Please choose the subscription to cancel.');
  });

  it('is for owners only', async () => {
    const { organisation, current } = await subscribed();
    const member = await createUser((await testDatabase()).db, organisation.id, 2);
    expect((await cancel(member.token, current)).code).toBe(403);
  });

  it('refuses a subscription that has already ended', async () => {
    const { organisation, owner, current } = await subscribed();
    await cancel(owner.token, current);
    clock.advanceDays(31);
    await runJob(server, organisation.id);
    const { code, body } = await cancel(owner.token, current);
    expect(code).toBe(422);
    expect(body.message).toBe('This subscription has already ended.');
  });

  it('keeps a plan past its end without the job as ended for the guard', async () => {
    const { owner, current } = await subscribed();
    await cancel(owner.token, current);
    clock.advanceDays(31);
    expect((await server.call(TIER_CALLS.advance, {}, { token: owner.token })).code).toBe(403);
    expect((await getSubscription(server, owner.token)).current).toBeNull();
  });
});
