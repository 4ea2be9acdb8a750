import type { Envelope } from '@faith-shield/contract/shared/envelope';
import type { GetSubscription } from '@faith-shield/contract/subscriptions/get-subscription';
import type { Page } from 'playwright-core';
import { accounts, baseUrl, type useBrowser, type VIEWPORTS, withStoredSession } from '../fixtures';
import type { FixtureName } from '../seed-accounts';

/** A page whose localStorage holds the fixture account's session (spec 01 §3). */
export async function signedInPage(
  browser: ReturnType<typeof useBrowser>,
  who: FixtureName,
  viewport: keyof typeof VIEWPORTS = 'phone',
) {
  const { page, context } = await browser.newPage(viewport);
  const { token, type, subscriptions_id } = accounts()[who];
  await withStoredSession(context, { token, type, subscriptions_id });
  return { page, context };
}

/** A call straight to the server, as the app makes it (form-encoded, token as a field). */
export async function callAs<T>(
  who: FixtureName,
  name: string,
  fields: Record<string, string | number> = {},
) {
  const body = new URLSearchParams({ token: accounts()[who].token });
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  const response = await fetch(`${baseUrl()}/api/${name}`, { method: 'POST', body });
  return (await response.json()) as Envelope<T>;
}

/** Puts `who` on a paid plan through the payment call, with Stripe's test Visa token. */
export async function subscribeThroughApi(who: FixtureName, planId: string) {
  const { data } = await callAs<GetSubscription>(who, 'get_subscription');
  const plan = data?.plans.find((candidate) => candidate.plan_id === planId);
  if (!plan) throw new Error(`no plan ${planId}`);
  const paid = await callAs<{ subscriptions_id: number }>(who, 'payment', {
    id: plan.id,
    plan_id: plan.plan_id,
    amount: plan.price,
    stripeToken: 'tok_visa',
  });
  if (paid.status !== 1) throw new Error(`payment failed: ${paid.message}`);
  return plan;
}

/** Fills the test-mode card form (DESIGN.md §2) and submits it. */
export async function payWithCard(page: Page, number: string, submit: string, { twice = false } = {}) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill(number.replace(/\D/g, '').startsWith('37') ? '1234' : '123');
  const button = page.getByRole('button', { name: submit });
  await (twice ? button.dblclick() : button.click());
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
