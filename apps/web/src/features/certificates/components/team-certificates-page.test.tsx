// @vitest-environment jsdom
import type { TeamCertificate } from '@faith-shield/contract/certificates/certificate-form';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { localToday } from '../certificate-dates';
import { TeamCertificatesPage } from './team-certificates-page';

const fetchMock = vi.fn<typeof fetch>();

const dayFromToday = (days: number) => {
  const date = new Date(`${localToday()}T12:00:00`);
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const certificate = (id: string, firstName: string, expiresIn: number | null): TeamCertificate => ({
  id,
  user_id: `member-${id}`,
  type: 'CPR & First Aid',
  licence_number: `44${id}`,
  certificate_title: '',
  issue_date: dayFromToday(-300),
  expiration_date: expiresIn === null ? null : dayFromToday(expiresIn),
  description: 'CPR',
  image: `/uploads/${id}.png`,
  first_name: firstName,
  last_name: 'Reyes',
});

const open = () => {
  window.history.replaceState(null, '', '/subuser-certificate');
  render(
    <Providers>
      <BrowserRouter>
        <TeamCertificatesPage title="Sub User Certificates" />
      </BrowserRouter>
    </Providers>,
  );
};

beforeAll(stubBrowser);
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'owner-token', type: 1, subscriptionsId: 4 });
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          status: 1,
          message: 'Certificates',
          data: [
            certificate('1', 'Ana', -2),
            certificate('2', 'Ben', 20),
            certificate('3', 'Cal', 1),
            certificate('4', 'Dee', 200),
            certificate('5', 'Eve', null),
          ],
        }),
      ),
  );
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearSession();
});

describe('/subuser-certificate (spec 02 §2, DESIGN.md §4b)', () => {
  it('shows each certificate’s holder and state', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Sub user certificates' });
    const rows = [...list.querySelectorAll('li')].map((row) => row.textContent ?? '');
    expect(rows.map((row) => /^(\w+) Reyes/.exec(row)?.[1])).toEqual(['Ana', 'Ben', 'Cal', 'Dee', 'Eve']);
    expect(rows[0]).toContain('Expired');
    expect(rows[1]).toContain('Expires in 20 days');
    expect(rows[2]).toContain('Expires in 1 day');
    expect(rows[3]).toContain('Valid');
    expect(rows[4]).toContain('Valid');
    expect(screen.getByRole('link', { name: "View Ana Reyes's CPR & First Aid" }).getAttribute('href')).toBe(
      '/view-certificates/1/member-1',
    );
    expect(screen.getByRole('link', { name: "Edit Ana Reyes's CPR & First Aid" }).getAttribute('href')).toBe(
      '/edit-certificates/1/member-1',
    );
  });

  it('shows only those expiring within 30 days or expired, on request', async () => {
    open();
    await screen.findByText('Dee Reyes');
    const filter = screen.getByRole('button', { name: 'Expiring or expired' });
    fireEvent.click(filter);
    expect(filter.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.queryByText('Dee Reyes')).toBeNull());
    expect(screen.queryByText('Eve Reyes')).toBeNull();
    for (const name of ['Ana Reyes', 'Ben Reyes', 'Cal Reyes']) expect(screen.getByText(name)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByText('Dee Reyes')).toBeTruthy();
  });
});
