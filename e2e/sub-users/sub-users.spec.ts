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

  it.each(['owner2', 'owner3'] as const)(
    'shows %s on Basic or Standard the way to upgrade, and the guard still sends /sub-users to the dashboard',
    async (who) => {
      const { page, context } = await signedInPage(browser, who, 'desktop');
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const entry = page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: /Sub Users/ });
      expect(await entry.getAttribute('href')).toBe('/subscriptions');
      expect(await entry.textContent()).toContain('Upgrade to Advance');
      await entry.click();
      expect(await settledPath(page, '/subscriptions')).toBe('/subscriptions');
      await page.getByRole('heading', { level: 1, name: 'Subscriptions' }).waitFor();
      await page.goto('/sub-users');
      expect(await settledPath(page, '/dashboard')).toBe('/dashboard');
      await context.close();
    },
  );
});
