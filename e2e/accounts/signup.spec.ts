import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accounts, settledPath, useBrowser } from '../fixtures';
import { screenshotBoth } from '../screenshots';
import { photo } from '../test-pictures';
import { logInThroughForm, storedSession, uniqueEmail } from './helpers';

const PASSWORD = 'Chapel#2026';

describe('sign up, log out, log in (spec 01 §2–5)', () => {
  const browser = useBrowser();

  it('names each missing field and filters the mobile number as typed', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/signup');
    await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
    expect(await page.title()).toBe('Sign Up | Faith Shield');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    for (const message of [
      'Please enter first name',
      'Please enter last name',
      'Please enter email',
      'Please enter password',
      'Please enter mobile number',
      'Please enter organization name',
      'Please enter organization address',
      'Please enter area',
      'Please enter city',
      'Please enter state',
      'Please enter zip code',
    ])
      await page.getByText(message, { exact: true }).first().waitFor();

    const mobile = page.getByLabel('Mobile number');
    await mobile.pressSequentially('61a5-5.1234');
    expect(await mobile.inputValue()).toBe('6155.12');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel(/^Password/).fill('weakpass');
    await page.getByLabel(/^Confirm password/).fill('different');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Invalid email', { exact: true }).waitFor();
    await page
      .getByText(
        'Your password must contain one uppercase letter, one number and one special character (!@#$%^&*_)',
      )
      .waitFor();
    await page.getByText('Password & confirm password must be same').waitFor();
    await context.close();
  });

  it('shows a taken e-mail in a red banner', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/signup');
    await fillSignupForm(page, accounts().owner2.email.toUpperCase());
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('alert').filter({ hasText: 'This email is already registered' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    await context.close();
  });

  it('signs up with an address picked from the suggestions, lands on /risk-assessment, logs out and in again', async () => {
    const { page, context } = await browser.newPage();
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await fillSignupForm(page, email);
    expect(await page.getByLabel('State').inputValue()).toBe('TN');
    expect(await page.getByLabel('Zip code').inputValue()).toBe('37201');
    expect(await page.getByRole('combobox', { name: 'Organization address' }).inputValue()).toMatch(
      /Nashville, TN 37201/,
    );

    await page.getByRole('button', { name: 'Sign Up' }).click();
    expect(await settledPath(page, '/risk-assessment')).toBe('/risk-assessment');
    await page.getByRole('heading', { level: 1, name: 'Risk Assessment' }).waitFor();
    expect(await storedSession(page)).toMatchObject({ type: '1', subscriptions_id: '1' });

    // Logout from the side menu (a drawer on a phone) → /login, session cleared.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    expect(await settledPath(page, '/login')).toBe('/login');
    expect(await storedSession(page)).toEqual({ token: null, type: null, subscriptions_id: null });

    await logInThroughForm(page, email, PASSWORD);
    expect(await settledPath(page, '/risk-assessment')).toBe('/risk-assessment');
    await context.close();
  });

  it('asks for the own address as the profile does, so the new owner saves a new picture alone', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/signup');
    await fillSignupForm(page, uniqueEmail('own-address'));
    await page.getByLabel('Same as my place of worship').uncheck();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Please enter organization address', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    const own = page.getByRole('combobox', { name: 'Your address', exact: true });
    await own.pressSequentially('37206');
    await page.getByRole('option', { name: /Nashville, TN 37206/ }).click();
    await expect.poll(() => page.getByLabel('Zip code').nth(1).inputValue()).toBe('37206');
    await page.getByLabel('Area (street)').nth(1).fill('14 Elm Street');
    await screenshotBoth(page, 'signup-own-address');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    expect(await settledPath(page, '/risk-assessment')).toBe('/risk-assessment');

    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await expect.poll(() => page.getByLabel('Area (street)').first().inputValue()).toBe('14 Elm Street');
    await page.getByLabel('Profile picture').setInputFiles(await photo('me.png', 'Me'));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile has been updated.').waitFor();
    expect(await page.getByRole('img', { name: 'Picture of Grace Okafor' }).getAttribute('src')).toMatch(
      /^\/uploads\//,
    );
    await context.close();
  });
});

/** Every field of a valid sign-up, the organisation's address picked from the suggestions for ZIP 37201. */
async function fillSignupForm(page: Page, email: string) {
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill('6155550101');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByLabel('Organization name').fill('Grace Chapel');
  await page.getByRole('combobox', { name: 'Organization address' }).pressSequentially('37201');
  await page.getByRole('option', { name: /Nashville, TN 37201/ }).click();
  await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Nashville');
  // The street line stays the user's to type.
  await page.getByLabel('Area (street)').fill('120 Church St');
}
