// @vitest-environment jsdom
import { CODE_CHECK_MESSAGES } from '@faith-shield/contract/accounts/code-check';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearPasswordReset, getResetCode, setSavedEmail } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { OtpPage } from './otp-page';

const EMAIL = 'ruth@example.org';
const CODE = '123456';

const fetchMock = vi.fn<typeof fetch>();
const codeChecks = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/code_check'))
    .map(([, init]) => new URLSearchParams(String(init?.body ?? '')));

beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (_, init) => {
    const isRight = new URLSearchParams(String(init?.body ?? '')).get('code') === CODE;
    const body = isRight
      ? { status: 1, message: CODE_CHECK_MESSAGES.verified }
      : {
          status: 0,
          message: CODE_CHECK_MESSAGES.invalidCode,
          errors: { code: CODE_CHECK_MESSAGES.invalidCode },
        };
    return new Response(JSON.stringify(body), { status: isRight ? 200 : 422 });
  });
  setSavedEmail(EMAIL);
  window.history.replaceState(null, '', '/otp');
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearPasswordReset();
});

const typeCode = (code: string) =>
  fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: code } });

describe('/otp (spec 01 §2, §5, §8)', () => {
  it('asks for all six digits, toasts a wrong code, and saves a right one on the way to /new-password', {
    timeout: 30_000,
  }, async () => {
    render(
      <Providers>
        <BrowserRouter>
          <OtpPage />
        </BrowserRouter>
      </Providers>,
    );
    expect(screen.getByText(EMAIL)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText(CODE_CHECK_MESSAGES.code);
    expect(codeChecks()).toHaveLength(0);
    // typing takes the message away
    typeCode('000000');
    await waitFor(() => expect(screen.queryByText(CODE_CHECK_MESSAGES.code)).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText(CODE_CHECK_MESSAGES.invalidCode);
    // the toast alone says so (spec 01 §8), not the boxes too
    expect(screen.getAllByText(CODE_CHECK_MESSAGES.invalidCode)).toHaveLength(1);
    expect(screen.getByLabelText('Digit 1 of 6').getAttribute('aria-invalid')).not.toBe('true');
    expect(window.location.pathname).toBe('/otp');

    typeCode(CODE);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.location.pathname).toBe('/new-password'));
    expect(getResetCode()).toBe(CODE);
    expect(codeChecks().map((body) => [body.get('code'), body.get('email')])).toEqual([
      ['000000', EMAIL],
      [CODE, EMAIL],
    ]);
  });
});
