// @vitest-environment jsdom
import type { SecurityState } from '@faith-shield/contract/security/security-settings';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { SecurityPage } from './security-page';

const fetchMock = vi.fn<typeof fetch>();
/** Answers by call name (the last path segment); a function answers each call afresh. */
const answerCalls = (bodies: Record<string, unknown | ((body: URLSearchParams) => unknown)>) =>
  fetchMock.mockImplementation(async (url, init) => {
    const name = String(url).split('/').pop() ?? '';
    const body = bodies[name];
    const value = typeof body === 'function' ? body(new URLSearchParams(String(init?.body ?? ''))) : body;
    const status = (value as { status?: number } | undefined)?.status === 0 ? 422 : 200;
    return new Response(JSON.stringify(value ?? { status: 0, message: `unexpected ${name}` }), { status });
  });
const sentTo = (name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/${name}`))
    .map(([, init]) => new URLSearchParams(String(init?.body ?? '')));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-ijkl-${String(index).padStart(4, '0')}`);
const state = (change: Partial<SecurityState> = {}): { status: 1; message: string; data: SecurityState } => ({
  status: 1,
  message: 'Security settings',
  data: {
    two_factor_enabled: false,
    recovery_codes_left: 0,
    two_factor_setup_required: false,
    require_two_factor_for_leaders: 'No',
    sessions: [
      {
        id: 's1',
        device: 'Chrome on Android',
        network: '203.0.113.x',
        created_at: '2026-11-20T10:00:00.000Z',
        last_used_at: '2026-11-27T09:00:00.000Z',
        current: true,
      },
    ],
    ...change,
  },
});

const open = () => {
  window.history.replaceState(null, '', '/security');
  render(
    <Providers>
      <BrowserRouter>
        <SecurityPage title="Security" />
      </BrowserRouter>
    </Providers>,
  );
};

// every test: unstubAllGlobals takes ResizeObserver away too
beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'member-token', type: 2, subscriptionsId: 4 });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearSession();
});

describe('/security (spec 03 §5)', () => {
  // the longest walk of these: the schemas load on its first submit
  it('turns it on: a QR code drawn here and the key as text, a code, then the ten codes once', {
    timeout: 30_000,
  }, async () => {
    let enabled = false;
    answerCalls({
      get_security: () => state(enabled ? { two_factor_enabled: true, recovery_codes_left: 10 } : {}),
      two_factor_setup: {
        status: 1,
        message: 'Scan',
        data: { secret: SECRET, otpauth_url: `otpauth://totp/x?secret=${SECRET}` },
      },
      two_factor_enable: (body: URLSearchParams) => {
        if (body.get('code') !== '123456')
          return { status: 0, message: 'Invalid code', errors: { code: 'Invalid code' } };
        enabled = true;
        return { status: 1, message: 'Two-factor authentication is on.', data: { recovery_codes: CODES } };
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor authentication' }));

    // drawn in the page (an <svg>), no image fetched from anywhere
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(document.querySelector('img[src^="http"]')).toBeNull();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '654 321' } });
    expect((code as HTMLInputElement).value).toBe('654321');
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Invalid code').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('10 recovery codes left')).toBeTruthy();
    // shown once: gone from the page once saved
    expect(screen.queryByText(CODES[0] ?? '')).toBeNull();
  });

  it('with it on, turns it off with the password and a code, and makes new codes', async () => {
    let enabled = true;
    answerCalls({
      get_security: () => state({ two_factor_enabled: enabled, recovery_codes_left: enabled ? 3 : 0 }),
      two_factor_recovery_codes: {
        status: 1,
        message: 'New recovery codes made.',
        data: { recovery_codes: CODES },
      },
      two_factor_disable: () => {
        enabled = false;
        return { status: 1, message: 'Two-factor authentication is off.' };
      },
    });
    open();
    expect(await screen.findByText('3 recovery codes left')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Make new codes' }));
    const renew = screen.getByRole('form', { name: 'Make new recovery codes' });
    fireEvent.change(within(renew).getByRole('textbox', { name: 'Code from your authenticator app' }), {
      target: { value: '112233' },
    });
    fireEvent.click(within(renew).getByRole('button', { name: 'Make new codes' }));
    await screen.findByRole('list', { name: 'Recovery codes' });
    expect(sentTo('two_factor_recovery_codes')[0]?.get('code')).toBe('112233');
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const off = screen.getByRole('form', { name: 'Turn off two-factor authentication' });
    fireEvent.change(within(off).getByLabelText('Password'), { target: { value: 'Shield#2026' } });
    fireEvent.change(within(off).getByRole('textbox', { name: 'Code or recovery code' }), {
      target: { value: 'abcd-efgh-ijkl-0001' },
    });
    fireEvent.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on two-factor authentication' })).toBeTruthy();
    const sent = sentTo('two_factor_disable')[0];
    expect([sent?.get('password'), sent?.get('code')]).toEqual(['Shield#2026', 'abcd-efgh-ijkl-0001']);
  });

  it('lists the sessions, and ends one of them', async () => {
    let ended = false;
    const other = {
      id: 's2',
      device: 'Safari on iPhone',
      network: '198.51.100.x',
      created_at: '2026-11-21T10:00:00.000Z',
      last_used_at: '2026-11-26T09:00:00.000Z',
      current: false,
    };
    answerCalls({
      get_security: () => {
        const answer = state();
        if (!ended) answer.data.sessions.push(other);
        return answer;
      },
      end_session: () => {
        ended = true;
        return { status: 1, message: 'The session has ended.' };
      },
    });
    open();
    const sessions = await screen.findByRole('list', { name: 'Active sessions' });
    expect(sessions.textContent).toContain('Chrome on Android');
    expect(sessions.textContent).toContain('Safari on iPhone');
    expect(sessions.textContent).toContain('198.51.100.x');
    fireEvent.click(within(sessions).getByRole('button', { name: /End.*Safari on iPhone/ }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Active sessions' }).textContent).not.toContain('Safari'),
    );
    expect(sentTo('end_session')[0]?.get('id')).toBe('s2');
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
  });

  it('shows the owner the leaders’ switch and the audit log; a member sees neither', async () => {
    answerCalls({
      get_security: state(),
      update_security_settings: {
        status: 1,
        message: 'Security settings saved.',
        data: { require_two_factor_for_leaders: 'Yes' },
      },
    });
    open();
    await screen.findByRole('button', { name: 'Turn on two-factor authentication' });
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
    cleanup();

    setSession({ token: 'owner-token', type: 1, subscriptionsId: 4 });
    open();
    const toggle = await screen.findByRole('switch', {
      name: /^Require two-factor authentication for team leaders/,
    });
    expect(toggle.getAttribute('aria-checked') ?? String((toggle as HTMLInputElement).checked)).toBe('false');
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/audit-log');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(sentTo('update_security_settings')[0]?.get('require_two_factor_for_leaders')).toBe('Yes'),
    );
  });
});
