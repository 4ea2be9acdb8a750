import { describe, expect, it } from 'vitest';
import { settledPath, useBrowser } from '../fixtures';
import { screenshotBoth } from '../screenshots';
import { pathOf, payWithCard, signedInPage } from './subscription-helpers';

/** spec 01 §2–4: an owner with no plan chooses one on /subscriptions and pays on /payment. */
describe('choosing a plan and paying', () => {
  const browser = useBrowser();

  it('pays for Standard with 4242 4242 4242 4242 and lands on /profile on that plan', async () => {
    const { page, context } = await signedInPage(browser, 'payingOwner');
    await page.goto('/subscriptions');
    const standard = page.getByRole('radio', { name: 'Standard $39 / 30 Days' });
    await standard.click();
    expect(await standard.getAttribute('aria-checked')).toBe('true');
    expect(await page.title()).toBe('Subscriptions | Faith Shield');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/payment');
    await page.getByRole('region', { name: 'Chosen plan' }).getByText('Standard').waitFor();
    expect(await page.title()).toBe('Payment | Faith Shield');
    const payments: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/payment')) payments.push(request.url());
    });
    // A double tap pays once (the UI's guard; the server is idempotent as well).
    await payWithCard(page, '4242 4242 4242 4242', 'Pay $39', { twice: true });

    expect(await settledPath(page, '/profile')).toBe('/profile');
    expect(payments).toHaveLength(1);
    await page.getByText(/^Payment successful\. Your Standard \(Monthly\) plan is active until /).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('subscriptions_id'))).toBe('3');
    // The profile shows the plan just bought (not a copy cached from before the payment).
    await page
      .getByTestId('plan-name')
      .filter({ hasText: /^Standard$/ })
      .waitFor();
    expect(await page.getByTestId('plan-status').textContent()).toBe('active');

    // Back on /subscriptions the plan is in force: radios disabled, the Cancel link shown,
    // and no current-plan block for a Monthly plan (spec 01 §4).
    await page.goto('/subscriptions');
    await page.getByText('Your Standard plan is active.').waitFor();
    expect(
      await page.getByRole('radio', { name: 'Standard Current $39 / 30 Days' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await page.getByRole('radio', { name: 'Basic $19 / 30 Days' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel subscription' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Current plan' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await context.close();
  });

  it('shows a declined card as the server says, and stays on /payment', async () => {
    const { page, context } = await signedInPage(browser, 'declinedOwner');
    await page.goto('/subscriptions');
    await page.getByRole('radio', { name: 'Basic $19 / 30 Days' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/payment');
    await payWithCard(page, '4000 0000 0000 0002', 'Pay $19');

    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(pathOf(page)).toBe('/payment');
    expect(await page.evaluate(() => localStorage.getItem('subscriptions_id'))).toBe('0');
    await context.close();
  });

  it('shows card errors under the fields before anything is sent', async () => {
    const { page, context } = await signedInPage(browser, 'owner0');
    await page.goto('/subscriptions');
    await page.getByRole('radio', { name: 'Advance $690 / 365 Days' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/payment');

    const payments: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/payment')) payments.push(request.url());
    });
    await page.getByRole('button', { name: 'Pay $690' }).click();
    await page.getByText('Your card number is incomplete.').waitFor();
    await page.getByText("Your card's expiration date is incomplete.").waitFor();
    await page.getByText("Your card's security code is incomplete.").waitFor();

    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiry date').fill('01 / 20');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $690' }).click();
    await page.getByText('Your card number is invalid.').waitFor();
    await page.getByText("Your card's expiration date is in the past.").waitFor();
    expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(payments).toEqual([]);
    await context.close();
  });

  it("says 'Please select Subscription' when Next is pressed with no plan chosen", async () => {
    const { page, context } = await signedInPage(browser, 'owner0');
    await page.goto('/subscriptions');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please select Subscription').waitFor();
    expect(pathOf(page)).toBe('/subscriptions');
    await context.close();
  });

  it('during the free trial, says first that the plan is counted from the trial’s end, and does so', async () => {
    const { page, context } = await signedInPage(browser, 'trialPayingOwner');
    await page.goto('/subscriptions');
    const trialEnd = await page.getByText(/^Your free trial ends on /).textContent();
    const endDay = /ends on (\d\d \w{3}, \d{4})/.exec(trialEnd ?? '')?.[1] ?? '';
    await page.getByRole('radio', { name: 'Standard $39 / 30 Days' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/payment');
    const note = page.getByText(/^Your free trial runs until /);
    expect(await note.textContent()).toContain(
      `Your free trial runs until ${endDay}. You pay $39 now and Standard starts today, but its first 30 days are counted from the end of your trial`,
    );
    await screenshotBoth(page, 'payment-during-trial');
    const paidUntil = /it runs until (\d\d \w{3}, \d{4})\./.exec((await note.textContent()) ?? '')?.[1];
    await payWithCard(page, '4242 4242 4242 4242', 'Pay $39');
    expect(await settledPath(page, '/profile')).toBe('/profile');
    await page
      .getByText(`Payment successful. Your Standard (Monthly) plan is active until ${paidUntil}.`)
      .waitFor();
    await context.close();
  });

  it('sends /payment back to /subscriptions when no plan was chosen', async () => {
    const { page, context } = await signedInPage(browser, 'owner0');
    await page.goto('/payment');
    expect(await settledPath(page, '/subscriptions')).toBe('/subscriptions');
    await context.close();
  });

  it("lists every plan as 30 Days or 365 Days with each plan's features in a popup", async () => {
    const { page, context } = await signedInPage(browser, 'owner0', 'desktop');
    await page.goto('/subscriptions');
    await page.getByRole('radio').first().waitFor();
    const names = await page.getByRole('radio').allTextContents();
    expect(names).toEqual([
      'Basic$19 / 30 Days',
      'Basic$190 / 365 Days',
      'Standard$39 / 30 Days',
      'Standard$390 / 365 Days',
      'Advance$69 / 30 Days',
      'Advance$690 / 365 Days',
    ]);
    await page.getByRole('button', { name: 'Features of Advance (30 Days)' }).click();
    const popup = page.getByRole('dialog', { name: 'Advance features' });
    await popup.getByText(/^Events:/).waitFor();
    expect(await popup.getByText(/^Sub users:/).isVisible()).toBe(true);
    expect(await popup.getByText(/^Reports:/).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    await context.close();
  });
});
