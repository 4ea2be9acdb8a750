// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, getSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { LoginPage } from './login-page';

const fetchMock = vi.fn<typeof fetch>();
const CODE_NEEDED = 'Please enter the code from your authenticator app';
const sentLogins = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/login'))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))));

const session = (extra: Record<string, unknown> = {}) => ({
  status: 1,
  message: 'Login successfully',
  data: {
    token: 'new-token',
    type: 2,
    subscriptions_id: 4,
    plan_status: 'active',
    risk_assessment_answer_by_user: 1,
    ...extra,
  },
});

/** login as spec 03 §5 answers it: 401 without a code, 422 for a wrong one, the session for `good`. */
const answerLogin = (good: string, extra: Record<string, unknown> = {}) =>
  fetchMock.mockImplementation(async (url, init) => {
    const name = String(url).split('/').pop();
    if (name !== 'login') return new Response(JSON.stringify({ status: 1, message: 'ok', data: {} }));
    const code = new URLSearchParams(String(init?.body ?? '')).get('code');
    if (!code)
      return new Response(
        JSON.stringify({ status: 0, message: CODE_NEEDED, data: { two_factor_required: true } }),
        {
          status: 401,
        },
      );
    if (code !== good)
      return new Response(
        JSON.stringify({
          status: 0,
          message: 'Invalid code',
          errors: { code: 'Invalid code' },
          data: { two_factor_required: true },
        }),
        { status: 422 },
      );
    return new Response(JSON.stringify(session(extra)));
  });

const open = () => {
  window.history.replaceState(null, '', '/login');
  render(
    <Providers>
      <BrowserRouter>
        <LoginPage />
      </BrowserRouter>
    </Providers>,
  );
};

/** The first step, as a person types it. */
const password = async () => {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'leader@example.org' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Shield#2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  return screen.findByRole('textbox', { name: 'Authentication code' }, { timeout: 5000 });
};

// every test: unstubAllGlobals takes ResizeObserver away too
beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearSession();
});

describe('login’s second step (spec 03 §5)', { timeout: 30_000 }, () => {
  it('asks for the code in one field a phone fills itself, then signs in with it', async () => {
    answerLogin('123456');
    open();
    const field = await password();
    expect(screen.getByText(`${CODE_NEEDED}.`)).toBeTruthy();
    // the numeric keyboard, the phone's autofill of codes, six digits
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    // pasted as an app shows it, with a space: six digits, no more
    fireEvent.change(field, { target: { value: '123 456' } });
    expect((field as HTMLInputElement).value).toBe('123456');
    fireEvent.change(field, { target: { value: '1234567' } });
    expect((field as HTMLInputElement).value).toBe('123456');
    expect(document.activeElement).toBe(field);
    // the password step is gone: nothing to retype
    expect(screen.queryByLabelText('Password')).toBeNull();

    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Invalid code').length).toBeGreaterThan(0);
    expect(window.location.pathname).toBe('/login');

    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.location.pathname).toBe('/subuser-dashboard'));
    expect(getSession().token).toBe('new-token');
    // the code goes with the same e-mail and password, once per try
    expect(sentLogins().map((sent) => sent.code ?? null)).toEqual([null, '000000', '123456']);
    expect(sentLogins()[2]).toMatchObject({ email: 'leader@example.org', password: 'Shield#2026' });
  });

  it('takes a recovery code instead, with a keyboard for letters; and back again', async () => {
    answerLogin('abcd-efgh-ijkl-mnop');
    open();
    await password();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(field.getAttribute('inputmode')).toBe('text');
    expect(screen.getByText('Enter one of your recovery codes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use the code from your authenticator app' }));
    expect(screen.getByRole('textbox', { name: 'Authentication code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Recovery code' }), {
      target: { value: 'abcd-efgh-ijkl-mnop' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.location.pathname).toBe('/subuser-dashboard'));
    expect(sentLogins().at(-1)?.code).toBe('abcd-efgh-ijkl-mnop');
  });

  it('goes back to the password, emptied', async () => {
    answerLogin('123456');
    open();
    await password();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText('Password')) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('leader@example.org');
  });

  it('takes a leader whose team requires it, and who has none, to set it up and nowhere else', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify(session({ two_factor_setup_required: true }))),
    );
    open();
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'leader@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Shield#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(window.location.pathname).toBe('/two-factor-setup'));
    expect(getSession()).toMatchObject({ token: 'new-token', setupOnly: true });
  });
});
