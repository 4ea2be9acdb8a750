import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from './fixtures';

/**
 * With SCREENSHOTS_DIR set, a full-page screenshot of the screen at 360 and 1280 px wide
 * (DESIGN.md §5: usable at 360 px); otherwise nothing. The page ends at the width it had.
 */
export async function screenshotBoth(page: Page, name: string, prepare?: (page: Page) => Promise<void>) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  await fs.mkdir(dir, { recursive: true });
  const before = page.viewportSize();
  for (const [label, size] of [
    ['360', VIEWPORTS.phone],
    ['1280', VIEWPORTS.desktop],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await prepare?.(page);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
  await page.waitForTimeout(200);
}
