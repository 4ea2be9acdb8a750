// @vitest-environment jsdom
import type { SubUserOption } from '@faith-shield/contract/sub-users/get-sub-user';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { SubUsersPage } from './sub-users-page';

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown) =>
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body)));

const open = () => {
  window.history.replaceState(null, '', '/sub-users');
  render(
    <Providers>
      <BrowserRouter>
        <SubUsersPage title="Sub Users" />
      </BrowserRouter>
    </Providers>,
  );
};

beforeAll(stubBrowser);
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'owner-token', type: 1, subscriptionsId: 4 });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearSession();
});

describe('/sub-users (spec 02 §3)', () => {
  it('lists the team from get_sub_user, with the way to add a member', async () => {
    const team: SubUserOption[] = [
      { id: 'a1', first_name: 'Ruth', last_name: 'Okafor' },
      { id: 'b2', first_name: 'Samuel', last_name: 'Lee' },
    ];
    answer({ status: 1, message: 'Sub users', data: team });
    open();
    expect(screen.getByRole('status')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Sub users' });
    expect(list.textContent).toContain('Ruth Okafor');
    expect(list.textContent).toContain('Samuel Lee');
    expect(screen.getByRole('link', { name: 'Add Sub User' }).getAttribute('href')).toBe('/add-subuser');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/get_sub_user');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('token=owner-token');
  });

  it("says 'No data found' when the team is empty", async () => {
    answer({ status: 1, message: 'Sub users', data: [] });
    open();
    expect(await screen.findByText('No data found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Sub User' })).toBeTruthy();
  });

  it("shows the server's message and a way to try again when the list cannot load", async () => {
    answer({ status: 0, message: 'Your plan does not include sub users.' });
    open();
    expect(
      await screen.findByText('Your plan does not include sub users.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
