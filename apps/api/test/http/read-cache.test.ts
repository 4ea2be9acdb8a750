import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import type { GetSubscription } from '@faith-shield/contract/subscriptions/get-subscription';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { organisations, plans, users } from '../../src/db/schema/index';
import { fromAnyIp, ORGANISATION_PROFILE_FIELDS, PERSONAL_PROFILE_FIELDS } from '../helpers/accounts';
import { createOrganisation } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

/** Another server on the same database hears of a change within moments (the change feed). */
const soon = { timeout: 3_000, interval: 20 };

/**
 * Sessions, profiles and plans are kept in memory (docs/decisions/008-read-cache.md); these
 * prove nobody is answered from before a change: made by a call, by another server, or
 * straight in the database.
 */
describe('the read cache', () => {
  let server: TestServer;
  let other: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    other = await startTestServer(); // a second server on the same database
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  const profileOf = async (on: TestServer, token: string) =>
    (await fromAnyIp(on)<Profile>('get_profile', {}, { token })).body.data;

  it("answers a user's own change at once, on the server that made it", async () => {
    const { owner } = await createOrganisation((await testDatabase()).db);
    expect((await profileOf(server, owner.token))?.first_name).toBe('Test');
    const fields = { ...PERSONAL_PROFILE_FIELDS, ...ORGANISATION_PROFILE_FIELDS, first_name: 'Miriam' };
    expect((await fromAnyIp(server)('update_profile', fields, { token: owner.token })).code).toBe(200);
    expect((await profileOf(server, owner.token))?.first_name).toBe('Miriam');
  });

  it('refuses a token on every server once it is logged out on one', async () => {
    const { owner } = await createOrganisation((await testDatabase()).db);
    expect((await profileOf(server, owner.token))?.id).toBe(owner.user.id);
    expect((await profileOf(other, owner.token))?.id).toBe(owner.user.id);

    expect((await fromAnyIp(other)('logout', {}, { token: owner.token })).code).toBe(200);
    expect((await fromAnyIp(other)('get_profile', {}, { token: owner.token })).code).toBe(401);
    await vi.waitFor(async () => {
      expect((await fromAnyIp(server)('get_profile', {}, { token: owner.token })).code).toBe(401);
    }, soon);
  });

  it('answers a change made straight in the database', async () => {
    const db = (await testDatabase()).db;
    const { organisation, owner } = await createOrganisation(db, { planTier: 4 });
    await profileOf(server, owner.token);
    await db.update(users).set({ firstName: 'Edited' }).where(eq(users.id, owner.user.id));
    await db.update(organisations).set({ planTier: 2 }).where(eq(organisations.id, organisation.id));
    await vi.waitFor(async () => {
      expect(await profileOf(server, owner.token)).toMatchObject({
        first_name: 'Edited',
        subscriptions_id: 2,
      });
    }, soon);
  });

  it("shows every organisation a plan's new features", async () => {
    const db = (await testDatabase()).db;
    const { owner } = await createOrganisation(db);
    const featuresOf = async (planId: string) => {
      const answer = await fromAnyIp(server)<GetSubscription>('get_subscription', {}, { token: owner.token });
      return answer.body.data?.plans.find((plan) => plan.plan_id === planId)?.features;
    };
    const [row] = await db.select().from(plans).where(eq(plans.planId, 'standard_yearly'));
    if (!row) throw new Error('the seeded standard_yearly plan is missing');
    expect(await featuresOf('standard_yearly')).toEqual(row.features);
    try {
      // another test file may read the plans meanwhile: only a feature is added, for a moment
      await db
        .update(plans)
        .set({ features: [...row.features, 'Cache check'] })
        .where(eq(plans.id, row.id));
      await vi.waitFor(async () => {
        expect(await featuresOf('standard_yearly')).toContain('Cache check');
      }, soon);
    } finally {
      await db.update(plans).set({ features: row.features }).where(eq(plans.id, row.id));
    }
  });
});
