import { describe, expect, it } from 'vitest';
import { accounts, useBrowser, withStoredSession } from '../fixtures';

/**
 * A signed-in page with a fixed address arrives with its chrome and heading already in the
 * HTML (apps/web/src/prerender/signed-in-frame.tsx), instead of a splash, and the app then
 * draws the whole page over it (main.tsx).
 */
describe('a signed-in page before and after its code runs', () => {
  const browser = useBrowser();

  it("shows the page's heading and top bar before any script has run", async () => {
    const { page, context } = await browser.newPage();
    await withStoredSession(context, { token: 'not-used', type: 1, subscriptions_id: 1 });
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/events');
    await expect.poll(() => page.locator('h1').allTextContents()).toEqual(['Events']);
    expect(await page.title()).toBe('Events | Faith Shield');
    expect(await page.locator('a[aria-label="Faith Shield home"]').getAttribute('href')).toBe('/dashboard');
    expect(await page.getByText('Loading Faith Shield…').count()).toBe(0);
    // Nothing in it can be used before the app runs.
    expect(await page.locator('[data-splash][inert]').count()).toBe(1);
    await context.close();
  });

  it("draws a sub user's frame with the sub user's bottom bar", async () => {
    const { page, context } = await browser.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/subuser-events');
    await expect.poll(() => page.locator('h1').allTextContents()).toEqual(['Events']);
    expect(await page.locator('nav[aria-label="Quick links"] a').allTextContents()).toEqual([
      'Dashboard',
      'Report',
      'Events',
      'Chat',
      'Profile',
    ]);
    await context.close();
  });

  it('is replaced by the page the app draws: one heading, the live bars, the list', async () => {
    const { page, context } = await browser.newPage();
    const { token, type, subscriptions_id } = accounts().owner1;
    await withStoredSession(context, { token, type, subscriptions_id });
    await page.goto('/events');
    await page.getByRole('link', { name: 'Add Event' }).waitFor();
    expect(await page.locator('[data-splash]').count()).toBe(0);
    expect(await page.locator('h1').allTextContents()).toEqual(['Events']);
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Events' })
      .waitFor();
    // The theme's colours come with the page (app/theme-variables.tsx), not from the app:
    // the filled button is the brand's navy 7 (#244d99), not Mantine's default blue.
    const fill = await page
      .getByRole('link', { name: 'Add Event' })
      .evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(fill).toBe('rgb(36, 77, 153)');
    await context.close();
  });

  it('keeps the splash for a page whose address holds an id', async () => {
    const { page, context } = await browser.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/view-events/1');
    await page.getByText('Loading Faith Shield…').waitFor();
    expect(await page.locator('h1').count()).toBe(0);
    await context.close();
  });
});
