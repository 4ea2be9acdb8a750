import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logInThroughForm, uniqueEmail } from '../accounts/helpers';
import { accounts, baseUrl, settledPath, useBrowser, withStoredSession } from '../fixtures';
import { totpCode } from '../operator/operator-helpers';
import { screenshotBoth } from '../screenshots';

const PASSWORD = 'Keeper#2026r';

/** A member of the long-list owner's team, added through the API. */
async function addMember(ownerToken: string) {
  const email = uniqueEmail('twofactor');
  const body = new URLSearchParams({
    token: ownerToken,
    first_name: 'Tobi',
    last_name: 'Mensah',
    email,
    mobile: '6155550191',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    address: '22 Oak Avenue, Nashville, TN 37206',
    personal_lat: '36.1790',
    personal_long: '-86.7410',
    personal_area: '22 Oak Avenue',
    personal_state: 'TN',
    personal_city: 'Nashville',
    personal_zip_code: '37206',
  });
  const answer = (await (await fetch(`${baseUrl()}/api/add_sub_user`, { method: 'POST', body })).json()) as {
    status: number;
    message: string;
  };
  if (answer.status !== 1) throw new Error(`add_sub_user: ${answer.message}`);
  return email;
}

/** Logout from the side menu (a drawer on a phone). */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  expect(await settledPath(page, '/login')).toBe('/login');
}

/** The login form's password step, then its second step's field. */
async function passwordThenCodeStep(page: Page, email: string) {
  await logInThroughForm(page, email, PASSWORD);
  const field = page.getByLabel('Authentication code');
  await field.waitFor();
  return field;
}

/**
 * spec 03 §5: a member turns the second factor on from Profile → Security, signs out, signs in
 * with a code from their authenticator app, then with a recovery code (which works once).
 */
describe('second factor', () => {
  const browser = useBrowser();
  let email = '';

  beforeAll(async () => {
    email = await addMember(accounts().longListOwner.token);
  });

  it('turns it on, then signs in with a code and with a recovery code', { timeout: 90_000 }, async () => {
    const { page, context } = await browser.newPage('phone');
    await logInThroughForm(page, email, PASSWORD);
    expect(await settledPath(page, '/subuser-dashboard')).toBe('/subuser-dashboard');

    await page.goto('/subuser-profile');
    await page.getByRole('link', { name: 'Security' }).click();
    expect(await settledPath(page, '/security')).toBe('/security');
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshotBoth(page, 'security-turn-on');
    await page.getByLabel('Code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    const recoveryCodes = await codes.allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await screenshotBoth(page, 'security-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('10 recovery codes left').waitFor();
    await screenshotBoth(page, 'security-on');

    // signed out, the password alone is not enough: the second step asks for the code
    await signOut(page);
    const field = await passwordThenCodeStep(page, email);
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    await screenshotBoth(page, 'login-code-step');
    // the code of the next 30-second step: the one that turned it on is spent
    await field.fill(totpCode(secret, 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    expect(await settledPath(page, '/subuser-dashboard')).toBe('/subuser-dashboard');

    await signOut(page);
    await passwordThenCodeStep(page, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    expect(await settledPath(page, '/subuser-dashboard')).toBe('/subuser-dashboard');

    // the same recovery code a second time is refused
    await signOut(page);
    await passwordThenCodeStep(page, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid code' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('shows the owner the leaders’ switch, the sessions and the audit log', async () => {
    const { page, context } = await browser.newPage('desktop');
    const { token, type, subscriptions_id } = accounts().longListOwner;
    await withStoredSession(context, { token, type, subscriptions_id });
    await page.goto('/security');
    await page.getByRole('switch', { name: 'Require two-factor authentication for team leaders' }).waitFor();
    await page.getByRole('list', { name: 'Active sessions' }).waitFor();
    await screenshotBoth(page, 'security-owner');
    await page.getByRole('link', { name: 'Audit log' }).first().click();
    expect(await settledPath(page, '/audit-log')).toBe('/audit-log');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByText('Member added').first().waitFor();
    await screenshotBoth(page, 'audit-log');
    await context.close();
  });
});
