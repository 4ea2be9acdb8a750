import { describe, expect, it } from 'vitest';
import { accounts, settledPath, useBrowser } from '../fixtures';
import type { FixtureName } from '../seed-accounts';
import { logInThroughForm, storedSession, waitForLoginForm } from './helpers';

// spec 01 §4: type 1 with no risk answers → /risk-assessment, other type 1 → /dashboard,
// any other type → /subuser-dashboard.
const LANDINGS: [FixtureName, string, string][] = [
  ['loginOwner', 'an owner with no risk answers', '/risk-assessment'],
  ['answeredOwner', 'an owner who answered the risk assessment', '/dashboard'],
  ['subUser', 'a sub user', '/subuser-dashboard'],
];

describe('login (spec 01 §2, §4, §5)', () => {
  const browser = useBrowser();

  it('shows the splash for about 3 seconds, then the form', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/login');
    await page.getByTestId('login-splash').waitFor();
    const shownAt = Date.now();
    await waitForLoginForm(page);
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
    expect(await page.title()).toBe('Login | Faith Shield');
    await context.close();
  });

  it('asks for the e-mail and password, and shows a wrong password in a red banner', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/login');
    await waitForLoginForm(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please enter email', { exact: true }).waitFor();
    await page.getByText('Please enter password', { exact: true }).waitFor();

    await page.getByLabel('Email').fill(accounts().owner1.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Login' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await banner.waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await storedSession(page)).token).toBeNull();
    await context.close();
  });

  it.each(LANDINGS)('signs in %s (%s) and lands on %s', async (name, _who, landing) => {
    const { page, context } = await browser.newPage();
    const account = accounts()[name];
    await logInThroughForm(page, account.email, account.password);
    expect(await settledPath(page, landing)).toBe(landing);
    const session = await storedSession(page);
    expect(session.token).toMatch(/\S{20,}/);
    expect(session.token).not.toBe(account.token);
    expect(session.type).toBe(String(account.type));
    expect(session.subscriptions_id).toBe('1');
    await context.close();
  });

  it('stores subscriptions_id 0 for an owner whose plan is not active', async () => {
    const { page, context } = await browser.newPage();
    const account = accounts().owner0;
    await logInThroughForm(page, account.email, account.password);
    expect(await settledPath(page, '/risk-assessment')).toBe('/risk-assessment');
    expect((await storedSession(page)).subscriptions_id).toBe('0');
    await context.close();
  });

  it('sends a user whose session has ended to /login and says why, once', async () => {
    const { page, context } = await browser.newPage();
    // a token the server no longer knows answers as an expired one does: 401 and the message
    await page.goto('/home');
    await page.evaluate(() => {
      window.localStorage.setItem('token', 'ended-session-token');
      window.localStorage.setItem('type', '1');
      window.localStorage.setItem('subscriptions_id', '1');
    });
    await page.goto('/dashboard');
    expect(await settledPath(page, '/login')).toBe('/login');
    await waitForLoginForm(page);
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Your session has ended. Please sign in again.' });
    await banner.waitFor();
    expect((await storedSession(page)).token).toBeNull();
    // said once: coming back to /login later shows no old news
    await page.reload();
    await waitForLoginForm(page);
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});
