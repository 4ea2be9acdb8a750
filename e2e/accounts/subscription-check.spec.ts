import { describe, expect, it } from 'vitest';
import { accounts, settledPath, useBrowser, withStoredSession } from '../fixtures';
import { storedSession } from './helpers';

/** spec 01 §4: the subscription consistency check against get_profile, as the signed-in area loads. */
describe('subscription consistency check', () => {
  const browser = useBrowser();

  it('sends an owner whose plan is no longer active to /subscriptions with subscriptions_id 0', async () => {
    const { page, context } = await browser.newPage();
    // owner0's organisation has no active plan; this device still remembers an Advance plan.
    const { token, type } = accounts().owner0;
    await withStoredSession(context, { token, type, subscriptions_id: 4 });
    await page.goto('/dashboard');
    expect(await settledPath(page, '/subscriptions')).toBe('/subscriptions');
    expect((await storedSession(page)).subscriptions_id).toBe('0');
    await context.close();
  });

  it('stores the plan and opens /subscriptions for an owner who had none stored but has an active one', async () => {
    const { page, context } = await browser.newPage();
    const { token, type } = accounts().owner3;
    await withStoredSession(context, { token, type, subscriptions_id: 0 });
    await page.goto('/profile');
    expect(await settledPath(page, '/subscriptions')).toBe('/subscriptions');
    expect((await storedSession(page)).subscriptions_id).toBe('3');
    await context.close();
  });

  it('logs out a sub user whose organisation has no active plan', async () => {
    const { page, context } = await browser.newPage();
    const { token, type } = accounts().unplannedSubUser;
    // Only the first load carries the stored session: the check must clear it.
    await page.goto('/home');
    await page.evaluate(
      ([storedToken, storedType]) => {
        window.localStorage.setItem('token', String(storedToken));
        window.localStorage.setItem('type', String(storedType));
        window.localStorage.setItem('subscriptions_id', '1');
      },
      [token, type],
    );
    await page.goto('/subuser-dashboard');
    expect(await settledPath(page, '/login')).toBe('/login');
    expect(await storedSession(page)).toEqual({ token: null, type: null, subscriptions_id: null });
    await context.close();
  });

  it('leaves a consistent owner where they are', async () => {
    const { page, context } = await browser.newPage();
    await withStoredSession(context, accounts().owner2);
    await page.goto('/profile');
    expect(await settledPath(page, '/profile')).toBe('/profile');
    await context.close();
  });
});
