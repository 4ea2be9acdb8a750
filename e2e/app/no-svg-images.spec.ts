import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accounts, useBrowser, withStoredSession } from '../fixtures';

/** The SVG images a page loads: <img> sources, CSS images and the browser's own, data: too. */
async function recordSvgImages(page: Page) {
  const svgImages: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.responseReceived', ({ response }) => {
    if (response.mimeType === 'image/svg+xml') svgImages.push(response.url.slice(0, 60));
  });
  await cdp.send('Network.enable');
  return svgImages;
}

/**
 * Each SVG drawn as an image costs the browser a document of its own, 2–13 ms of the main
 * thread as the page first appears. The shield is drawn inline (components/ui/shield-mark.tsx)
 * and the date and time fields' picker icons with gradients (styles/native-picker-icons.css).
 */
describe('pages draw no SVG as an image', () => {
  const browser = useBrowser();

  // (/home's video poster and testimonial pictures are its content, SVG or not)
  it.each(['/login', '/signup'])('%s, with the shield in its header', async (path) => {
    const { page, context } = await browser.newPage();
    const svgImages = await recordSvgImages(page);
    await page.goto(path);
    await expect.poll(() => page.getByText('Faith Shield').first().isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(svgImages).toEqual([]);
    await context.close();
  });

  // the last one is drawn by the app alone, after index.html's splash
  it.each(['/dashboard', '/add-events', '/view-events/999999'])('%s, signed in', async (path) => {
    const { page, context } = await browser.newPage();
    const { token, type, subscriptions_id } = accounts().owner1;
    await withStoredSession(context, { token, type, subscriptions_id });
    const svgImages = await recordSvgImages(page);
    await page.goto(path);
    await expect.poll(() => page.locator('[data-splash]').count()).toBe(0);
    await expect.poll(() => page.locator('main').isVisible()).toBe(true);
    // its date and time fields, each with its picker's icon
    if (path === '/add-events') await expect.poll(() => page.locator('input[type="time"]').count()).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(svgImages).toEqual([]);
    await context.close();
  });
});
