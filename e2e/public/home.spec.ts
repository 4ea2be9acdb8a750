import { describe, expect, it } from 'vitest';
import homePageSeed from '../../apps/api/seed/home-page.json' with { type: 'json' };
import { useBrowser } from '../fixtures';

describe('a visitor opens the site', () => {
  const browser = useBrowser({ serviceWorkers: 'allow' });

  it.each(['phone', 'desktop'] as const)('sees the seeded home page title on a %s', async (viewport) => {
    const { page, context } = await browser.newPage(viewport);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: homePageSeed.title }).waitFor();
    expect(await page.title()).toBe('Home | Faith Shield');
    await context.close();
  });

  it('goes from the home page to the login screen', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: homePageSeed.title }).waitFor();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.getByLabel(/email/i).count()).toBeGreaterThan(0);
    expect(await page.title()).toBe('Login | Faith Shield');
    await context.close();
  });

  it('gets the installable app manifest and service worker', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/home');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = await (await page.request.get(manifestHref ?? '')).json();
    expect(manifest.name).toBe('Faith Shield');
    expect(manifest.icons.length).toBeGreaterThan(0);
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return Boolean(registration.active);
    });
    expect(registered).toBe(true);
    await context.close();
  });
});
