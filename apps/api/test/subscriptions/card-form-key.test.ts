import { afterEach, describe, expect, it } from 'vitest';
import { createOrganisation } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { getSubscription } from './subscription-fixtures';

const PUBLISHABLE_KEY = 'pk_test_51FaithShieldCardFormKey';

/** get_subscription tells the payment screen which card form to show (DESIGN.md §2). */
describe('get_subscription: stripe_publishable_key', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const keySeenBy = async (env: Record<string, string>) => {
    server = await startTestServer({ env });
    const { owner } = await createOrganisation((await testDatabase()).db);
    return (await getSubscription(server, owner.token)).stripe_publishable_key;
  };

  it('is null with the built-in test provider: the test-mode card form is shown', async () => {
    expect(await keySeenBy({})).toBeNull();
  });

  it('stays null when only the publishable key is set, since the test provider takes the payment', async () => {
    expect(await keySeenBy({ STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY })).toBeNull();
  });

  it('is the publishable key when Stripe takes the payment', async () => {
    expect(
      await keySeenBy({
        STRIPE_SECRET_KEY: 'sk_test_51FaithShieldSecret',
        STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      }),
    ).toBe(PUBLISHABLE_KEY);
  });

  it('is null when Stripe takes the payment but no publishable key is set', async () => {
    expect(await keySeenBy({ STRIPE_SECRET_KEY: 'sk_test_51FaithShieldSecret' })).toBeNull();
  });
});
