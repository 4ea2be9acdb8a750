// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { stubBrowser } from '../../../test/stub-browser';
import { setOperatorSession } from '../lib/operator-session';
import { OrganisationPage } from './organisation-page';

const fetchMock = vi.fn<typeof fetch>();
// an organisation's id is a uuid: the form checks it as the server does
const ORG_ID = '5b2d6c1e-8f4a-4b7e-9c3d-2a1f0e9d8c7b';
const REASON_NEEDED = 'Please say how you confirmed the owner is who they say they are.';
const DONE = 'The owner’s two-factor authentication is off. They have been mailed and signed out everywhere.';

/** operator_organisation and operator_reset_owner_two_factor as the server answers them. */
const answerAsServer = () => {
  let ownerTwoFactor = true;
  fetchMock.mockImplementation(async (url, init) => {
    const name = new URL(String(url), 'http://console.test').pathname.split('/').pop();
    if (name === 'operator_reset_owner_two_factor') {
      const reason = new URLSearchParams(String(init?.body ?? '')).get('reason') ?? '';
      if (reason.trim().length < 10)
        return new Response(
          JSON.stringify({ status: 0, message: REASON_NEEDED, errors: { reason: REASON_NEEDED } }),
          { status: 422 },
        );
      ownerTwoFactor = false;
      return new Response(JSON.stringify({ status: 1, message: DONE }));
    }
    const organisation = {
      id: ORG_ID,
      name: 'Grace Chapel',
      city: 'Austin',
      state: 'TX',
      plan: 'Standard',
      plan_status: 'active',
      renewal_date: null,
      member_count: 3,
      last_activity: null,
      created_at: '2026-01-01T00:00:00.000Z',
      owner_name: 'Grace Owner',
      owner_email: 'grace@example.org',
      owner_two_factor: ownerTwoFactor,
    };
    return new Response(
      JSON.stringify({ status: 1, message: 'ok', data: { organisation, subscriptions: [] } }),
    );
  });
};
const resets = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('operator_reset_owner_two_factor'))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))));

beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fetchMock);
  setOperatorSession({ token: 'op-token', email: 'ada@shield.example' });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setOperatorSession(null);
});

describe('the console’s organisation page: an owner who lost phone and codes (decision 067)', () => {
  it('resets the owner’s second factor only with how their identity was confirmed', {
    timeout: 30_000,
  }, async () => {
    answerAsServer();
    render(
      <Providers>
        <BrowserRouter>
          <OrganisationPage params={{ id: ORG_ID }} />
        </BrowserRouter>
      </Providers>,
    );
    const form = await screen.findByRole('form', { name: 'Reset the owner’s two-factor authentication' });
    expect(form.textContent).toContain('call back on the number on file');
    fireEvent.change(screen.getByLabelText('How you confirmed their identity'), {
      target: { value: 'asked' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    // the contract's check, under the field and focused, before any request
    const reason = screen.getByLabelText('How you confirmed their identity');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(REASON_NEEDED)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(resets()).toEqual([]);

    fireEvent.change(screen.getByLabelText('How you confirmed their identity'), {
      target: { value: 'Called back on the number on file' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText(DONE)).toBeTruthy();
    // the owner's factor is now off: nothing left to reset
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(screen.getByText('Off')).toBeTruthy();
    expect(resets().at(-1)).toMatchObject({ id: ORG_ID, reason: 'Called back on the number on file' });
  });
});
