import type { Envelope } from '@faith-shield/contract/shared/envelope';
import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueEmail } from '../accounts/helpers';
import { baseUrl } from '../fixtures';

export const OWNER_PASSWORD = 'Shield#2026r';
export const MEMBER_PASSWORD = 'Usher#2026r';

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

/** A member added with add_sub_user under the token the page holds (the team screens are tested in e2e/sub-users). */
export async function addMemberAs(page: Page, firstName: string) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const email = uniqueEmail('risk-member');
  const body = new URLSearchParams({
    token: token ?? '',
    first_name: firstName,
    last_name: 'Boateng',
    email,
    mobile: '6155550178',
    password: MEMBER_PASSWORD,
    password_confirmation: MEMBER_PASSWORD,
    address: '22 Oak Avenue, Nashville, TN 37206',
    personal_lat: '36.1790',
    personal_long: '-86.7410',
    personal_area: '22 Oak Avenue',
    personal_state: 'TN',
    personal_city: 'Nashville',
    personal_zip_code: '37206',
  });
  const answer = (await (
    await fetch(`${baseUrl()}/api/add_sub_user`, { method: 'POST', body })
  ).json()) as Envelope<SubUserDetail>;
  if (answer.status !== 1) throw new Error(`add_sub_user: ${answer.message}`);
  return { email, name: `${firstName} Boateng` };
}

/** Answers one question on /risk-assessment by its Yes/No group. */
export async function answer(page: Page, question: string | RegExp, choice: 'Yes' | 'No') {
  const group = page.getByRole('group', { name: question });
  await group.getByRole('button', { name: choice }).click();
  await expect
    .poll(() => group.getByRole('button', { name: choice }).getAttribute('aria-pressed'))
    .toBe('true');
}
