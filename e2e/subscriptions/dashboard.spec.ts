import { describe, expect, it } from 'vitest';
import { settledPath, useBrowser } from '../fixtures';
import type { FixtureName } from '../seed-accounts';
import { signedInPage } from './subscription-helpers';

/** spec 01 §2: the dashboard's Manage Inventory button and resource block follow the tier. */
const tiers: [FixtureName, string, boolean][] = [
  ['owner0', '/subscriptions', false],
  ['owner1', '/manage-inventory', true],
  ['owner2', '/manage-inventory', false],
  ['owner3', '/manage-inventory', true],
  ['owner4', '/manage-inventory', true],
];

describe('owner dashboard by subscriptions_id', () => {
  const browser = useBrowser();

  it.each(tiers)(
    '%s: Manage Inventory opens %s; resource block shown: %s',
    async (who, target, hasResources) => {
      const { page, context } = await signedInPage(browser, who);
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      expect(await page.title()).toBe('Dashboard | Faith Shield');
      // These organisations hold no events: the carousel's empty state.
      await page.getByRole('region', { name: 'Upcoming Events' }).getByText('No data found').waitFor();
      expect(await page.getByRole('region', { name: 'Resource Hub' }).count()).toBe(hasResources ? 1 : 0);

      await page.getByRole('link', { name: 'Manage Inventory' }).click();
      expect(await settledPath(page, target)).toBe(target);
      await context.close();
    },
  );

  it('opens the Resource Hub from the resource block', async () => {
    const { page, context } = await signedInPage(browser, 'owner3', 'desktop');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Open Resource Hub' }).click();
    expect(await settledPath(page, '/resources')).toBe('/resources');
    await context.close();
  });
});
