import { describe, expect, it } from 'vitest';
import { accounts, settledPath, useBrowser, withStoredSession } from '../fixtures';
import { logInThroughForm } from './helpers';

const NEW_PASSWORD = 'Changed#2026';

describe('change password (spec 01 §2, §5, §8)', () => {
  const browser = useBrowser();

  it('checks each field, shows a wrong old password above the form, then changes it and opens /profile', async () => {
    const { page, context } = await browser.newPage();
    const account = accounts().passwordOwner;
    const { token, type, subscriptions_id } = account;
    await withStoredSession(context, { token, type, subscriptions_id });
    await page.goto('/change-password');
    await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
    expect(await page.title()).toBe('Change Password | Faith Shield');

    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Please enter old password', { exact: true }).waitFor();
    await page.getByText('Please enter new password', { exact: true }).waitFor();
    await page.getByText('Please enter re-enter new password', { exact: true }).waitFor();

    // The visible/hidden toggle.
    const newPassword = page.getByLabel('New password', { exact: true });
    await newPassword.fill(NEW_PASSWORD);
    expect(await newPassword.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show or hide password' }).nth(1).click();
    expect(await newPassword.getAttribute('type')).toBe('text');

    await page.getByLabel('Re-enter new password').fill('Different#2026');
    await page.getByLabel('Old password').fill('Wrong#Old2026');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password & Confirm Password does not match.').waitFor();

    await page.getByLabel('Re-enter new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your old password is incorrect.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/change-password');

    await page.getByLabel('Old password').fill(account.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    expect(await settledPath(page, '/profile')).toBe('/profile');
    await page.getByText('Your password has been changed.').waitFor();
    await context.close();

    const fresh = await browser.newPage();
    await logInThroughForm(fresh.page, account.email, NEW_PASSWORD);
    expect(await settledPath(fresh.page, '/risk-assessment')).toBe('/risk-assessment');
    await fresh.context.close();
  });
});
