import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Types into the address picker and chooses the suggestion, as a person does. */
export async function pickAddress(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill('');
  await box.pressSequentially(typed);
  await page.getByRole('option', { name: option }).click();
  await expect.poll(() => box.inputValue()).toMatch(option);
}

// moved to e2e/screenshots.ts, shared by every area's journeys
export { screenshotBoth } from '../screenshots';
