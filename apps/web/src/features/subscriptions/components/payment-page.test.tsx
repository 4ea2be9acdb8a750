// @vitest-environment jsdom
import type { GetSubscription } from '@faith-shield/contract/subscriptions/get-subscription';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearChosenPlan, clearSession, setChosenPlan, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { PaymentPage } from './payment-page';
import { STRIPE_LOAD_FAILED } from './stripe-card-form';

// Stripe.js cannot load here (no network): loadStripe then answers null, as it does offline.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: async () => null }));

const subscription = (
  stripe_publishable_key: string | null,
  trial_ends_at: string | null = null,
): GetSubscription => ({
  plans: [
    {
      id: '6f1c2b9e-0000-4000-8000-000000000001',
      plan_id: 'standard_monthly',
      name: 'Standard',
      price: 39,
      type: 'Monthly',
      features: ['Resource Hub'],
      subscriptions_id: 3,
    },
  ],
  current: null,
  trial_ends_at,
  subscriptions_id: 0,
  stripe_publishable_key,
});

const answerGetSubscription = (data: GetSubscription) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: 1, message: 'ok', data })));

/** Opens /payment; answers the address bar. */
const open = () => {
  window.history.replaceState(null, '', '/payment');
  render(
    <Providers>
      <BrowserRouter>
        <Switch>
          <Route path="/payment">
            <PaymentPage title="Payment" />
          </Route>
          <Route path="/subscriptions">
            <h1>Subscriptions</h1>
          </Route>
        </Switch>
      </BrowserRouter>
    </Providers>,
  );
  return window.location;
};

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  clearSession();
  clearChosenPlan();
});

describe('/payment (spec 01 §2, DESIGN.md §2)', () => {
  const choose = () => {
    setSession({ token: 't', type: 1, subscriptionsId: 0 });
    setChosenPlan({ sub_id: 3, plan_id: 'standard_monthly', price: '39', sub_type: 'Monthly' });
  };

  it('sends the owner back to /subscriptions when no plan was chosen', async () => {
    setSession({ token: 't', type: 1, subscriptionsId: 0 });
    answerGetSubscription(subscription(null));
    const address = open();
    await screen.findByRole('heading', { name: 'Subscriptions' });
    expect(address.pathname).toBe('/subscriptions');
  });

  it('shows the test-mode card form when the server names no Stripe key', async () => {
    choose();
    answerGetSubscription(subscription(null));
    open();
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.getByText('Test mode')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $39' })).toBeTruthy();
  });

  it('says before the payment that a trial still running is kept: the plan is counted from its end', async () => {
    choose();
    answerGetSubscription(subscription(null, '2026-12-11T12:00:00.000Z'));
    open();
    const note = await screen.findByText(/Your free trial runs until/);
    expect(note.textContent).toContain(
      'Your free trial runs until 11 Dec, 2026. You pay $39 now and Standard starts today, but its first 30 days are counted from the end of your trial: it runs until 10 Jan, 2027.',
    );
  });

  it('loads Stripe Elements instead when the server names a publishable key', async () => {
    choose();
    answerGetSubscription(subscription('pk_test_51FaithShield'));
    open();
    expect(await screen.findByText(STRIPE_LOAD_FAILED)).toBeTruthy();
    expect(screen.queryByText('Test mode')).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});
