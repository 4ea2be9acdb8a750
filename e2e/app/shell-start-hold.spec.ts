import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accounts, useBrowser, withStoredSession } from '../fixtures';

type Hold = [state: 'on' | 'off', duration: string];

/**
 * Records, each time the shell's hold starts or ends, the variable the page's content inherits.
 * A mutation observer sees each change before the page is painted, however short the hold.
 */
const recordHolds = (context: BrowserContext) =>
  context.addInitScript(() => {
    const holds: [string, string][] = [];
    Object.assign(window, { holds });
    new MutationObserver(() => {
      const shell = document.querySelector('.mantine-AppShell-root');
      const main = document.querySelector('main');
      if (!shell || !main) return;
      const state = shell.hasAttribute('data-resizing') ? 'on' : 'off';
      const duration = getComputedStyle(main).getPropertyValue('--app-shell-transition-duration');
      const last = holds.at(-1);
      if (last?.[0] !== state || last[1] !== duration) holds.push([state, duration]);
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-resizing'],
    });
  });

const holdsOf = (page: Page) => page.evaluate(() => (window as unknown as { holds: Hold[] }).holds);

/**
 * Mantine's AppShell holds its transitions off for a moment after start (data-resizing) through
 * a variable every element inherits. On a phone, where the shell moves nothing, the variable
 * keeps its value as the hold ends (app/shells/shell-frame.tsx), so the page is not styled a
 * second time; on a wide screen the column still slides once the hold is over.
 */
describe("the signed-in shell's start-up hold on transitions", () => {
  const browser = useBrowser();

  it('changes nothing the page inherits on a phone', async () => {
    const { page, context } = await browser.newPage('phone');
    const { token, type, subscriptions_id } = accounts().owner1;
    await withStoredSession(context, { token, type, subscriptions_id });
    await recordHolds(context);
    await page.goto('/events');
    await expect.poll(async () => (await holdsOf(page)).at(-1)?.[0]).toBe('off');
    const holds = await holdsOf(page);
    expect(holds.some(([state]) => state === 'on')).toBe(true);
    expect(new Set(holds.map(([, duration]) => duration))).toEqual(new Set(['0s']));
    await context.close();
  });

  it('ends with the column’s slide on a wide screen', async () => {
    const { page, context } = await browser.newPage('desktop');
    const { token, type, subscriptions_id } = accounts().owner1;
    await withStoredSession(context, { token, type, subscriptions_id });
    await recordHolds(context);
    await page.goto('/events');
    await expect.poll(async () => (await holdsOf(page)).at(-1)).toEqual(['off', '200ms']);
    expect(await holdsOf(page)).toContainEqual(['on', '0s']);
    await context.close();
  });
});
