import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accounts, settledPath, useBrowser, VIEWPORTS, withStoredSession } from '../fixtures';

type Focus = { field: string | null; isFirstInError: boolean; isInView: boolean };

/**
 * Where the focus is after a failed submit: the field's label, whether it is the first field
 * of the form showing an error, and whether it is on the screen and not under the shell's
 * fixed header or bar (the point at its middle is the field itself).
 */
const focusAfterFailure = (page: Page) =>
  page.evaluate((): Focus => {
    const focused = document.activeElement as HTMLElement | null;
    const firstInError = document
      .querySelector('form [aria-invalid="true"], form .mantine-InputWrapper-error')
      ?.closest('.mantine-InputWrapper-root');
    if (!focused || !firstInError) return { field: null, isFirstInError: false, isInView: false };
    const box = focused.getBoundingClientRect();
    const atMiddle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      field: firstInError.querySelector('label')?.textContent?.replace('*', '').trim() ?? null,
      isFirstInError: firstInError.contains(focused),
      isInView: box.top >= 0 && box.bottom <= window.innerHeight && !!atMiddle && focused.contains(atMiddle),
    };
  });

/** With SCREENSHOTS_DIR set, what the screen shows after the failure (the viewport, not the page). */
const screenshotScreen = async (page: Page, name: string) => {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`) });
};

/**
 * The three longest forms, on a phone and a wide screen: the submit button is at the foot, the
 * first field in error far above it. A failed submit brings that field into view and focuses it.
 */
describe('a failed submit shows its first field in error', () => {
  const browser = useBrowser();

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`/signup, everything empty (${viewport})`, async () => {
      const { page, context } = await browser.newPage(viewport);
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByText('Please enter first name', { exact: true }).waitFor();
      await expect
        .poll(() => focusAfterFailure(page))
        .toEqual({ field: 'First name', isFirstInError: true, isInView: true });
      await screenshotScreen(page, `first-error-signup-${viewport}`);
      await context.close();
    });

    it(`/profile, the first name cleared (${viewport})`, async () => {
      const { page, context } = await browser.newPage(viewport);
      const { token, type, subscriptions_id } = accounts().owner1;
      await withStoredSession(context, { token, type, subscriptions_id });
      await page.goto('/profile');
      await page.getByLabel('First name').fill('');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Please enter first name', { exact: true }).waitFor();
      await expect
        .poll(() => focusAfterFailure(page))
        .toEqual({ field: 'First name', isFirstInError: true, isInView: true });
      await screenshotScreen(page, `first-error-profile-${viewport}`);
      await context.close();
    });

    it(`/add-events, everything empty (${viewport})`, async () => {
      const { page, context } = await browser.newPage(viewport);
      const { token, type, subscriptions_id } = accounts().owner4;
      await withStoredSession(context, { token, type, subscriptions_id });
      await page.goto('/add-events');
      expect(await settledPath(page, '/add-events')).toBe('/add-events');
      await page.getByRole('button', { name: 'Add Event' }).click();
      await page.getByText('Please enter sub user', { exact: true }).waitFor();
      await expect
        .poll(() => focusAfterFailure(page))
        .toMatchObject({ isFirstInError: true, isInView: true });
      await screenshotScreen(page, `first-error-add-events-${viewport}`);
      await context.close();
    });
  }
});
