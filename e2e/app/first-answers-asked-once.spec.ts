import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accounts, useBrowser, withStoredSession } from '../fixtures';

/** The calls of `name` the page has sent so far. */
const callsOf = (page: Page, name: string) =>
  page.evaluate(
    (call) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === `/api/${call}`).length,
    name,
  );

/**
 * A screen's first data is fetched as the app starts (its route's firstCalls, app/route.ts); the screen
 * that mounts a moment later takes that answer instead of asking again (JUST_FETCHED_MS),
 * and still asks afresh when it is visited again.
 */
describe("a signed-in screen's first answers", () => {
  const browser = useBrowser();

  it('are asked once at start, and again on the next visit', async () => {
    const { page, context } = await browser.newPage();
    const { token, type, subscriptions_id } = accounts().owner1;
    await withStoredSession(context, { token, type, subscriptions_id });

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
    // time for the second request the mount used to send
    await page.waitForTimeout(1500);
    expect(await callsOf(page, 'home')).toBe(1);

    // the next visit, within the app and a moment later, asks afresh
    // the bottom bar's Events opens /add-events (spec 01 §2)
    await page.getByRole('link', { name: 'Events', exact: true }).first().click();
    await page.getByRole('button', { name: 'Add Event' }).waitFor();
    await page.waitForTimeout(2500);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
    await expect.poll(() => callsOf(page, 'home')).toBe(2);

    await page.goto('/chat');
    await page.getByRole('list', { name: 'Owners' }).getByRole('link').first().waitFor();
    await page.waitForTimeout(1500);
    // the start's answer, then the live connection's catch-up once it is open
    expect(await callsOf(page, 'get_chat_list')).toBeLessThanOrEqual(2);
    await context.close();
  });

  it("are asked as the page loads, while the screen's code is still on its way (start-early-calls.ts)", async () => {
    const { page, context } = await browser.newPage();
    const { token, type, subscriptions_id } = accounts().owner1;
    await withStoredSession(context, { token, type, subscriptions_id });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/add-event-page-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/add-events');
    await expect.poll(() => callsOf(page, 'get_sub_user')).toBe(1);
    release();
    await page.getByRole('button', { name: 'Add Event' }).waitFor();
    await page.getByRole('combobox', { name: 'Sub users' }).waitFor();
    await page.waitForTimeout(1000);
    expect(await callsOf(page, 'get_sub_user')).toBe(1);
    await context.close();
  });
});
