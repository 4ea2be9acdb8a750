import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const OWNER_PASSWORD = 'Shield#2026r';

/** Signs a new organisation up through /signup, as a visitor does. */
export async function signUpThroughForm(page: Page, email: string, organisation: string) {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Hannah');
  await page.getByLabel('Last name').fill('Adeyemi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill('6155550177');
  await page.getByLabel(/^Password/).fill(OWNER_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(OWNER_PASSWORD);
  await page.getByLabel('Organization name').fill(organisation);
  await page.getByRole('combobox', { name: 'Organization address' }).pressSequentially('37201');
  await page.getByRole('option', { name: /Nashville, TN 37201/ }).click();
  await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Nashville');
  await page.getByLabel('Area (street)').fill('400 Broadway');
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** Answers one question on /risk-assessment by its Yes/No group. */
export async function answer(page: Page, question: string | RegExp, choice: 'Yes' | 'No') {
  const group = page.getByRole('group', { name: question });
  await group.getByRole('button', { name: choice }).click();
  await expect
    .poll(() => group.getByRole('button', { name: choice }).getAttribute('aria-pressed'))
    .toBe('true');
}
