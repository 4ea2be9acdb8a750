import { describe, expect, it } from 'vitest';
import { settledPath, useBrowser } from '../fixtures';
import { signedInPage } from '../subscriptions/subscription-helpers';

/** spec 02 §2: the owner's team list; DESIGN.md §4: Sub users come with Advance (and the trial). */
describe('/sub-users from the side menu', () => {
  const browser = useBrowser();

  it('opens from the owner side menu, titled, with the way to add a member', async () => {
    const { page, context } = await signedInPage(browser, 'owner4', 'desktop');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Sub Users' }).click();
    expect(await settledPath(page, '/sub-users')).toBe('/sub-users');
    await page.getByRole('heading', { level: 1, name: 'Sub Users' }).waitFor();
    expect(await page.title()).toBe('Sub Users | Faith Shield');
    expect(await page.getByRole('link', { name: 'Add Sub User' }).getAttribute('href')).toBe('/add-subuser');
    await context.close();
  });

  it('is not in the menu of a plan without sub users, and sends its owner to the dashboard', async () => {
    const { page, context } = await signedInPage(browser, 'owner3', 'desktop');
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sub Users' }).count()).toBe(0);
    await page.goto('/sub-users');
    expect(await settledPath(page, '/dashboard')).toBe('/dashboard');
    await context.close();
  });
});
