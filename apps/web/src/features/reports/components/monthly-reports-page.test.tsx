// @vitest-environment jsdom
import type { Report } from '@faith-shield/contract/reports/report-fields';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { MonthlyReportsPage } from './monthly-reports-page';

const now = new Date();
const REPORT: Report = {
  month: now.getMonth() + 1,
  year: now.getFullYear(),
  worship_place_name: 'Grace Chapel',
  total_event: 2,
  total_Attendance: 222,
  total_incidents: 3,
  incidents_by_category: [
    { category: 'Medical', total: 1 },
    { category: 'Theft', total: 2 },
  ],
  event: [
    {
      name: 'All Saints vigil',
      event_attendance: 42,
      start_date: '2025-11-01 00:15:00',
      event_categories: 'Special Event',
    },
    {
      name: 'Sunday Service',
      event_attendance: 180,
      start_date: '2025-11-09 10:00:00',
      event_categories: 'Main Service',
    },
  ],
  url: '/api/report_pdf?scope=u.x&month=11&year=2025&expires=1&signature=y',
};

const fetchMock = vi.fn<typeof fetch>();
/** get_report answers `report`; the share calls answer "not shared". */
const answerReport = (report: unknown) =>
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/get_report')
      ? new Response(JSON.stringify(report))
      : new Response(
          JSON.stringify({ status: 1, message: 'Report sharing', data: { shared: false, user_id: null } }),
        ),
  );

const sentFields = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/get_report'))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

const figure = (label: string) => screen.getByText(label).parentElement as HTMLElement;

const open = () => {
  window.history.replaceState(null, '', '/monthly-reports');
  render(
    <Providers>
      <BrowserRouter>
        <MonthlyReportsPage title="Monthly Reports" />
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

describe('/monthly-reports (spec 02 §2)', () => {
  it('opens on the current month and year, and shows the totals, the events and Download', async () => {
    answerReport({ status: 1, message: 'Monthly report', data: REPORT });
    open();
    const table = await screen.findByRole('table', { name: /^Events of/ });
    expect(within(table).getByText('All Saints vigil')).toBeTruthy();
    expect(within(figure('Total events')).getByText('2')).toBeTruthy();
    expect(within(figure('Total attendance')).getByText('222')).toBeTruthy();
    // spec 03 §3: the month's incidents by category
    expect(within(figure('Incidents')).getByText('3')).toBeTruthy();
    const byCategory = screen.getByRole('table', { name: /^Incidents of .* by category$/ });
    expect(
      within(byCategory)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Medical1', 'Theft2']);
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(REPORT.url);
    expect(sentFields()[0]).toMatchObject({
      month: String(now.getMonth() + 1),
      year: String(now.getFullYear()),
    });
    // spec 02 §9: the current year and the nine before
    const years = within(screen.getByLabelText('Year'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years).toEqual(Array.from({ length: 10 }, (_, index) => String(now.getFullYear() - index)));
  });

  it('asks again for the month chosen', async () => {
    answerReport({ status: 1, message: 'Monthly report', data: REPORT });
    open();
    await screen.findByRole('table', { name: /^Events of/ });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    await vi.waitFor(() => expect(sentFields().at(-1)).toMatchObject({ month: '2' }));
  });

  it('shows totals 0 and an empty list when the report cannot be fetched (spec 02 §8)', async () => {
    answerReport({ status: 0, message: 'Something went wrong. Please try again later.' });
    open();
    await screen.findByText('No data found');
    expect(within(figure('Total events')).getByText('0')).toBeTruthy();
    expect(within(figure('Total attendance')).getByText('0')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /^Events of/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });
});
