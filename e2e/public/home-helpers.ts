import type { Locator, Page } from 'playwright-core';

/**
 * Scrolls down the page a wheel turn at a time, as a visitor does, until `target` is drawn, then
 * brings it into view. A phone's home page draws what is below the hero only as the visitor
 * comes near it.
 */
export async function scrollTo(page: Page, target: Locator) {
  const step = (page.viewportSize()?.height ?? 740) * 0.8;
  for (let turns = 0; turns < 60; turns += 1) {
    if ((await target.count()) > 0) {
      await target.first().scrollIntoViewIfNeeded();
      return;
    }
    await page.mouse.wheel(0, step);
    await page.waitForTimeout(150);
  }
  throw new Error(`${target} did not appear while scrolling down`);
}
