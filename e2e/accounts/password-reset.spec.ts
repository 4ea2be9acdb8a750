import { describe, expect, it } from 'vitest';
import { accounts, settledPath, useBrowser } from '../fixtures';
import { logInThroughForm, readResetCode, storedSession } from './helpers';

const NEW_PASSWORD = 'Renewed#2026';

describe('password reset (spec 01 §2, §4, §5)', () => {
  const browser = useBrowser();

  it('sends /new-password to /otp when no code was saved', async () => {
    const { page, context } = await browser.newPage();
    await context.addInitScript(() => window.localStorage.setItem('email', 'someone@e2e.faithshield.test'));
    await page.goto('/new-password');
    expect(await settledPath(page, '/otp')).toBe('/otp');
    await context.close();
  });

  it('checks the e-mail field', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Please enter email address', { exact: true }).waitFor();
    await page.getByLabel('Email address').fill('nobody@');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Invalid email address', { exact: true }).waitFor();
    await context.close();
  });

  it('resets the password with the mailed code, then logs in with the new one', async () => {
    const { page, context } = await browser.newPage();
    const account = accounts().resetOwner;

    await page.goto('/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    expect(await page.title()).toBe('Forgot Password | Faith Shield');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    expect(await settledPath(page, '/otp')).toBe('/otp');
    expect(await page.evaluate(() => window.localStorage.getItem('email'))).toBe(account.email);

    // All six digits are required.
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Please enter otp', { exact: true }).waitFor();

    const code = await readResetCode(account.email);
    // A wrong code: the server's message as a toast, and the user stays.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('This code is invalid or has expired').waitFor();
    expect(new URL(page.url()).pathname).toBe('/otp');

    // Backspace walks back through the boxes; the real code is then pasted into the first box.
    for (let index = 0; index < 6; index += 1) await page.keyboard.press('Backspace');
    await page.getByLabel('Digit 1 of 6').focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
      );
    }, code);
    expect(await page.getByLabel('Digit 6 of 6').inputValue()).toBe(code.at(-1));
    await page.getByRole('button', { name: 'Verify' }).click();
    expect(await settledPath(page, '/new-password')).toBe('/new-password');
    expect(await page.evaluate(() => window.localStorage.getItem('reset_code'))).toBe(code);

    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Please enter Re-enter New Password', { exact: true }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Re-enter New Password').fill('other');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Password must be 8 character long').waitFor();
    await page.getByText('Password & Confirm Password does not match.').waitFor();

    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Re-enter New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    expect(await settledPath(page, '/login')).toBe('/login');
    expect(
      await page.evaluate(() => [
        window.localStorage.getItem('reset_code'),
        window.localStorage.getItem('email'),
      ]),
    ).toEqual([null, null]);

    await logInThroughForm(page, account.email, NEW_PASSWORD);
    expect(await settledPath(page, '/risk-assessment')).toBe('/risk-assessment');
    expect((await storedSession(page)).token).not.toBeNull();
    await context.close();
  });
});
