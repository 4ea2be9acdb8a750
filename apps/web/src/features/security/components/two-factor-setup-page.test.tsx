// @vitest-environment jsdom
import { TWO_FACTOR_SETUP_CALLS } from '@faith-shield/contract/security/security-messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { AppRoutes } from '../../../app/router';
import { callApi } from '../../../lib/api-client';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, getSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';

const fetchMock = vi.fn<typeof fetch>();
const SET_UP_FIRST =
  'Your team requires two-factor authentication for leaders. Please turn it on to continue.';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-ijkl-${String(index).padStart(4, '0')}`);
const callsMade = () => fetchMock.mock.calls.map(([url]) => String(url).split('/').pop() ?? '');

/** The server for a leader held to setting it up: what TWO_FACTOR_SETUP_CALLS opens, 403 for the rest. */
const answerAsServer = () => {
  let enabled = false;
  fetchMock.mockImplementation(async (url) => {
    const name = String(url).split('/').pop() ?? '';
    const body = (() => {
      if (name === 'get_security')
        return {
          status: 1,
          message: 'Security settings',
          data: {
            two_factor_enabled: enabled,
            recovery_codes_left: enabled ? 10 : 0,
            two_factor_setup_required: !enabled,
            require_two_factor_for_leaders: 'Yes',
            sessions: [],
          },
        };
      if (name === 'two_factor_setup')
        return {
          status: 1,
          message: 'Scan',
          data: { secret: SECRET, otpauth_url: `otpauth://totp/x?secret=${SECRET}` },
        };
      if (name === 'two_factor_enable') {
        enabled = true;
        return { status: 1, message: 'Two-factor authentication is on.', data: { recovery_codes: CODES } };
      }
      if (name === 'logout') return { status: 1, message: 'Logged out' };
      if (!enabled) return { status: 0, message: SET_UP_FIRST };
      return { status: 0, message: 'Not in this test' };
    })();
    const status = body.message === SET_UP_FIRST ? 403 : 200;
    return new Response(JSON.stringify(body), { status });
  });
};

const open = (path: string) => {
  window.history.replaceState(null, '', path);
  render(
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>,
  );
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

describe('a leader held to setting up a second factor (spec 03 §5)', { timeout: 30_000 }, () => {
  it('sees the set-up screen alone, asks nothing refused, and reaches their dashboard once it is on', async () => {
    answerAsServer();
    setSession({ token: 'leader-token', type: 2, subscriptionsId: 4, setupOnly: true });
    open('/subuser-dashboard');

    // the screen's chunk loads first, as in the app
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Turn on two-factor authentication' },
      { timeout: 5000 },
    );
    expect(window.location.pathname).toBe('/two-factor-setup');
    expect(await screen.findByText(SET_UP_FIRST)).toBeTruthy();
    // no shell: no menu, no bottom bar whose badges would ask for what the session may not have
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor authentication' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Code' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByRole('list', { name: 'Recovery codes' });
    // still held until the codes are saved: they are shown once
    expect(window.location.pathname).toBe('/two-factor-setup');
    const allowed: readonly string[] = TWO_FACTOR_SETUP_CALLS;
    expect(callsMade().filter((name) => !allowed.includes(name))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(window.location.pathname).toBe('/subuser-dashboard'));
    expect(getSession().setupOnly).toBe(false);
  });

  it('sends every other address there, and lets the leader sign out instead', async () => {
    answerAsServer();
    setSession({ token: 'leader-token', type: 2, subscriptionsId: 4, setupOnly: true });
    open('/alerts');
    await waitFor(() => expect(window.location.pathname).toBe('/two-factor-setup'));
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(getSession()).toMatchObject({ token: null, setupOnly: false });
    expect(callsMade()).toContain('logout');
  });

  it('holds a session whose team began requiring it while signed in, at its first refused call', async () => {
    answerAsServer();
    setSession({ token: 'leader-token', type: 2, subscriptionsId: 4 });
    const answer = await callApi('get_alerts' as never);
    expect(answer.message).toBe(SET_UP_FIRST);
    expect(getSession().setupOnly).toBe(true);
  });

  it('does not hold anyone signed out, nor a session without the requirement', async () => {
    answerAsServer();
    open('/two-factor-setup');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    cleanup();
    setSession({ token: 'member-token', type: 2, subscriptionsId: 4 });
    open('/two-factor-setup');
    await waitFor(() => expect(window.location.pathname).toBe('/subuser-dashboard'));
  });
});
