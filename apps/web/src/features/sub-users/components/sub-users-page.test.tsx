// @vitest-environment jsdom
import type { SubUserOption } from '@faith-shield/contract/sub-users/get-sub-user';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { deleteQuestion, SubUsersPage } from './sub-users-page';

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown) =>
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body)));
/** Answers by call name: the last path segment of the request. */
const answerCalls = (bodies: Record<string, unknown | (() => unknown)>) =>
  fetchMock.mockImplementation(async (url) => {
    const name = String(url).split('/').pop() ?? '';
    const body = bodies[name];
    const value = typeof body === 'function' ? body() : body;
    return new Response(JSON.stringify(value ?? { status: 0, message: `unexpected ${name}` }));
  });
const TEAM: SubUserOption[] = [
  { id: 'a1', first_name: 'Ruth', last_name: 'Okafor', leader: 'No', two_factor: 'No' },
  { id: 'b2', first_name: 'Samuel', last_name: 'Lee', leader: 'No', two_factor: 'No' },
];

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
      { id: 'a1', first_name: 'Ruth', last_name: 'Okafor', leader: 'No', two_factor: 'No' },
      { id: 'b2', first_name: 'Samuel', last_name: 'Lee', leader: 'Yes', two_factor: 'No' },
    ];
    answer({ status: 1, message: 'Sub users', data: team });
    open();
    expect(screen.getByRole('status')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Sub users' });
    expect(list.textContent).toContain('Ruth Okafor');
    expect(list.textContent).toContain('Samuel Lee');
    const rows = Array.from(list.querySelectorAll('li')).map((row) => row.textContent);
    expect(rows[0]).not.toContain('Team leader');
    expect(rows[1]).toContain('Team leader');
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

  it('links each member to their edit screen', async () => {
    answer({ status: 1, message: 'Sub users', data: TEAM });
    open();
    const edit = await screen.findByRole('link', { name: 'Edit Ruth Okafor' });
    expect(edit.getAttribute('href')).toBe('/edit-subuser/a1');
  });

  it('deletes a member only on Yes, and takes them off the list when the call succeeds', async () => {
    let team = TEAM;
    answerCalls({
      get_sub_user: () => ({ status: 1, message: 'Sub users', data: team }),
      delete_sub_user: () => {
        team = TEAM.filter((member) => member.id !== 'a1');
        return { status: 1, message: 'The sub user has been deleted.' };
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ruth Okafor' }));
    const question = await screen.findByText(deleteQuestion('Ruth Okafor'), {}, { timeout: 4000 });
    expect(question).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(deleteQuestion('Ruth Okafor'))).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/delete_sub_user'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Ruth Okafor' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Ruth Okafor')).toBeNull());
    const deleteCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/delete_sub_user'));
    expect(Object.fromEntries(new URLSearchParams(String(deleteCall?.[1]?.body)))).toEqual({
      id: 'a1',
      token: 'owner-token',
    });
    expect(screen.getByText('Samuel Lee')).toBeTruthy();
  });

  it('keeps the member listed when the delete is refused', async () => {
    answerCalls({
      get_sub_user: { status: 1, message: 'Sub users', data: TEAM },
      delete_sub_user: { status: 0, message: 'This sub user was not found.' },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Samuel Lee' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }, { timeout: 4000 }));
    expect(await screen.findByText('This sub user was not found.')).toBeTruthy();
    expect(screen.getByText('Samuel Lee')).toBeTruthy();
  });

  it('resets the second factor of a member who lost phone and codes, with the owner’s password', async () => {
    let team: SubUserOption[] = [
      { ...TEAM[0], two_factor: 'Yes' } as SubUserOption,
      TEAM[1] as SubUserOption,
    ];
    answerCalls({
      get_sub_user: () => ({ status: 1, message: 'Sub users', data: team }),
      reset_sub_user_two_factor: () => {
        team = TEAM;
        return { status: 1, message: 'Two-factor authentication is off for this member.' };
      },
    });
    open();
    const list = await screen.findByRole('list', { name: 'Sub users' });
    const rows = Array.from(list.querySelectorAll('li'));
    expect(rows[0]?.textContent).toContain('Two-factor on');
    expect(rows[1]?.textContent).not.toContain('Two-factor on');
    // only where there is something to reset
    expect(screen.getAllByRole('button', { name: 'Reset two-factor' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    const form = screen.getByRole('form', { name: 'Reset two-factor authentication of Ruth Okafor' });
    expect(form.textContent).toContain('signed out everywhere');
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Shield#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(await screen.findByText('Two-factor authentication is off for this member.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Two-factor on')).toBeNull());
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reset_sub_user_two_factor'));
    expect(Object.fromEntries(new URLSearchParams(String(sent?.[1]?.body)))).toEqual({
      id: 'a1',
      password: 'Shield#2026',
      token: 'owner-token',
    });
  });
});
