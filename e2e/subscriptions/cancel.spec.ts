import { describe, expect, it } from 'vitest';
import { useBrowser } from '../fixtures';
import { signedInPage, subscribeThroughApi } from './subscription-helpers';

/** spec 01 §4 and §8: an owner with a plan cancels it from /subscriptions. */
describe('cancelling a subscription', () => {
  const browser = useBrowser();

  it('cancels a Yearly plan after confirming; the plan stays active to the end of the period', async () => {
    await subscribeThroughApi('cancellingOwner', 'standard_yearly');
    const { page, context } = await signedInPage(browser, 'cancellingOwner');
    await page.goto('/subscriptions');

    // spec 01 §4: for Yearly the current-plan block shows; the radios are disabled.
    const block = page.getByRole('region', { name: 'Current plan' });
    await block.waitFor();
    expect(await block.textContent()).toContain('Standard');
    expect(await block.textContent()).toContain('$390 / 365 Days');
    expect(await block.textContent()).toContain('active');
    expect(await page.getByRole('radio', { name: 'Standard Current $390 / 365 Days' }).isDisabled()).toBe(
      true,
    );

    // No first: nothing happens.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel subscription' })
      .getByRole('button', { name: 'No' })
      .click();
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel subscription' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await page
      .getByRole('alert')
      .filter({
        hasText:
          /^Your subscription has been cancelled\. Your Standard plan stays active until .+ and will not renew\.$/,
      })
      .waitFor();
    await page.getByText(/^Your Standard plan is cancelled and stays active until /).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    expect(await block.textContent()).toContain('Active until');
    await context.close();
  });
});
