import type { ConsoleMessage } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../../apps/web/prerendered-pages';
import { useBrowser } from '../fixtures';

/**
 * A prerendered public page is hydrated: React takes over the HTML the build wrote. Markup
 * that differs (the build's prerender and the browser's code built another way) makes React
 * throw the page away with an error in the console and draw it again.
 */
describe('the prerendered public pages', () => {
  const browser = useBrowser();

  it.each(PRERENDERED_PAGES.map((page) => page.path))('%s is hydrated without an error', async (path) => {
    const page = await browser.sharedTab('visitor');
    const errors: string[] = [];
    const onPageError = (error: Error) => errors.push(error.message);
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    page.on('pageerror', onPageError);
    page.on('console', onConsole);
    await page.goto(path);
    // hydrated: the app's handlers are on the page's first link
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('#root a') ?? {}).some((key) => key.startsWith('__react')),
    );
    await page.waitForLoadState('networkidle');
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
    expect(errors).toEqual([]);
  });
});
