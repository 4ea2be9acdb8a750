import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logInThroughForm } from '../accounts/helpers';
import { accounts, settledPath, useBrowser, withStoredSession } from '../fixtures';
import { addMember, MEMBER_PASSWORD as PASSWORD } from '../members';
import { totpCode } from '../operator/operator-helpers';
import { screenshotBoth } from '../screenshots';

/**
 * Logout from the side menu (a drawer on a phone), once the toasts have gone: on a phone they
 * lie over the top bar, and a pointer resting on one keeps it open.
 */
async function signOut(page: Page) {
  await page.locator('.mantine-Notifications-notification').first().waitFor({ state: 'detached' });
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

/** Signs out, then in with the password and a recovery code. */
async function signOutThenRecoveryCode(page: Page, email: string, code: string) {
  await signOut(page);
  await passwordThenCodeStep(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * spec 03 §5: a member turns the second factor on from Profile → Security, signs out, signs in
 * with a code from their authenticator app, then with a recovery code (which works once).
 */
describe('second factor', () => {
  const browser = useBrowser();
  let email = '';

  /** The long-list owner's session in a browser context of its own. */
  const asOwner = async (viewport: 'phone' | 'desktop') => {
    const opened = await browser.newPage(viewport);
    const { token, type, subscriptions_id } = accounts().longListOwner;
    await withStoredSession(opened.context, { token, type, subscriptions_id });
    return opened;
  };

  beforeAll(async () => {
    const { page, context } = await asOwner('desktop');
    await page.goto('/dashboard');
    email = (await addMember(page, 'Tobi')).email;
    await context.close();
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
    await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret));
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

    await signOutThenRecoveryCode(page, email, recoveryCodes[0] ?? '');
    expect(await settledPath(page, '/subuser-dashboard')).toBe('/subuser-dashboard');

    // the same recovery code a second time is refused
    await signOutThenRecoveryCode(page, email, recoveryCodes[0] ?? '');
    await page.getByRole('alert').filter({ hasText: 'Invalid code' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('shows the owner the leaders’ switch, the sessions and the audit log', { timeout: 60_000 }, async () => {
    const { page, context } = await asOwner('desktop');
    await page.goto('/security');
    await page.getByRole('switch', { name: 'Require two-factor authentication for team leaders' }).waitFor();
    await page.getByRole('list', { name: 'Active sessions' }).waitFor();
    await screenshotBoth(page, 'security-owner');
    await page.getByRole('link', { name: 'Audit log' }).first().click();
    expect(await settledPath(page, '/audit-log')).toBe('/audit-log');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByRole('cell', { name: 'Member added' }).first().waitFor();
    await screenshotBoth(page, 'audit-log');
    await context.close();
  });
});
