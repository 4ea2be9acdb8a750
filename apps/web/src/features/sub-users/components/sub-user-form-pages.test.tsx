// @vitest-environment jsdom
import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { AddSubUserPage } from './add-sub-user-page';
import { EditSubUserPage } from './edit-sub-user-page';

const fetchMock = vi.fn<typeof fetch>();
const answerCalls = (bodies: Record<string, unknown>) =>
  fetchMock.mockImplementation(async (url) => {
    const name = String(url).split('/').pop() ?? '';
    return new Response(JSON.stringify(bodies[name] ?? { status: 0, message: `unexpected ${name}` }));
  });
const bodyOf = (name: string) =>
  new URLSearchParams(
    String(fetchMock.mock.calls.find(([url]) => String(url).endsWith(`/${name}`))?.[1]?.body),
  );

const open = (path: string, page: ReactNode) => {
  window.history.replaceState(null, '', path);
  render(
    <Providers>
      <BrowserRouter>{page}</BrowserRouter>
    </Providers>,
  );
};
const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const MEMBER: SubUserDetail = {
  id: 'a1',
  first_name: 'Ruth',
  last_name: 'Okafor',
  email: 'ruth@example.org',
  mobile: '6155550142',
  address: 'Nashville, TN 37206, USA',
  personal_lat: '36.17',
  personal_long: '-86.74',
  personal_area: '22 Oak Avenue',
  personal_city: 'Nashville',
  personal_state: 'TN',
  personal_zip_code: '37206',
  image: '',
  leader: 'No',
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

describe('/add-subuser (spec 02 §5)', () => {
  it("shows the spec's messages under the fields and sends nothing", async () => {
    open('/add-subuser', <AddSubUserPage title="Add Sub User" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Sub User' }));
    for (const message of [
      'Please enter first name',
      'Please enter email',
      'Please enter password',
      'Please enter confirm password',
      'Please enter mobile number',
      'Please enter address',
      'Please enter zip code',
    ])
      expect(await screen.findByText(message, {}, { timeout: 4000 })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for an address chosen from the picker, whatever else is filled', async () => {
    open('/add-subuser', <AddSubUserPage title="Add Sub User" />);
    fill(/^First name/, 'Ruth');
    fill(/^Last name/, 'Okafor');
    fill(/^Email/, 'ruth@example.org');
    fill(/^Mobile number/, '6155550142');
    fill(/^Password/, 'Shield#2026');
    fill(/^Confirm password/, 'Shield#2026');
    fill(/^Area/, '22 Oak Avenue');
    fill(/^City/, 'Nashville');
    fill(/^State/, 'TN');
    fill(/^Zip code/, '37206');
    // The address and its coordinates come from the picker; without them the form says so.
    fireEvent.click(screen.getByRole('button', { name: 'Add Sub User' }));
    expect(await screen.findByText('Please enter address', {}, { timeout: 4000 })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/edit-subuser/{id} (spec 02 §5)', () => {
  it("loads the member by the path's id and saves without a password", async () => {
    answerCalls({
      get_sub_user_deatil: { status: 1, message: 'Sub user', data: MEMBER },
      update_sub_user: { status: 1, message: 'The sub user has been updated.', data: MEMBER },
      get_sub_user: { status: 1, message: 'Sub users', data: [] },
    });
    open('/edit-subuser/a1', <EditSubUserPage title="Edit Sub User" />);
    const lastName = await screen.findByLabelText(/^Last name/, {}, { timeout: 4000 });
    expect((lastName as HTMLInputElement).value).toBe('Okafor');
    expect(bodyOf('get_sub_user_deatil').get('id')).toBe('a1');
    fill(/^Last name/, 'Okafor-Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(window.location.pathname).toBe('/subuser'), { timeout: 4000 });
    const sent = bodyOf('update_sub_user');
    expect(sent.get('id')).toBe('a1');
    expect(sent.get('last_name')).toBe('Okafor-Lee');
    expect(sent.get('password') ?? '').toBe('');
  });

  it('shows whether the member is a team leader and sends the new choice', async () => {
    answerCalls({
      get_sub_user_deatil: { status: 1, message: 'Sub user', data: { ...MEMBER, leader: 'Yes' } },
      update_sub_user: { status: 1, message: 'The sub user has been updated.', data: MEMBER },
      get_sub_user: { status: 1, message: 'Sub users', data: [] },
    });
    open('/edit-subuser/a1', <EditSubUserPage title="Edit Sub User" />);
    const group = await screen.findByRole('radiogroup', { name: /Team leader/ }, { timeout: 4000 });
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    expect(group).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(window.location.pathname).toBe('/subuser'), { timeout: 4000 });
    expect(bodyOf('update_sub_user').get('leader')).toBe('No');
  });

  it("shows a status 0 answer in a red alert, with the server's field message, and stays", async () => {
    const taken = 'This email is already registered. Please use another email address.';
    answerCalls({
      get_sub_user_deatil: { status: 1, message: 'Sub user', data: MEMBER },
      update_sub_user: { status: 0, message: taken, errors: { email: taken } },
    });
    open('/edit-subuser/a1', <EditSubUserPage title="Edit Sub User" />);
    await screen.findByLabelText(/^Last name/, {}, { timeout: 4000 });
    fill(/^Email/, 'taken@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(2), { timeout: 4000 });
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts.some((text) => text?.includes(taken))).toBe(true);
    expect(window.location.pathname).toBe('/edit-subuser/a1');
  });

  it('checks a new password only when one is given', async () => {
    answerCalls({ get_sub_user_deatil: { status: 1, message: 'Sub user', data: MEMBER } });
    open('/edit-subuser/a1', <EditSubUserPage title="Edit Sub User" />);
    await screen.findByLabelText(/^Last name/, {}, { timeout: 4000 });
    fill(/^New password/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Password must be 8 character long', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Please enter confirm password')).toBeTruthy();
  });

  it("shows the server's message for an unknown member", async () => {
    answerCalls({ get_sub_user_deatil: { status: 0, message: 'This sub user was not found.' } });
    open('/edit-subuser/zz', <EditSubUserPage title="Edit Sub User" />);
    expect(await screen.findByText('This sub user was not found.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
