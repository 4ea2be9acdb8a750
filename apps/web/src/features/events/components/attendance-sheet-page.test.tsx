// @vitest-environment jsdom
import type { AttendanceRow, AttendanceSheet } from '@faith-shield/contract/events/get-attendance-sheet';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { AttendanceSheetPage } from './attendance-sheet-page';

const fetchMock = vi.fn<typeof fetch>();

const person = (user_name: string, status: number, total_person: number): AttendanceRow => ({
  user_id: `u-${user_name}`,
  profile: '',
  user_name,
  status,
  total_person,
});

const answerWith = (rows: AttendanceRow[]) =>
  fetchMock.mockImplementation(async (url) => {
    const name = String(url).split('/').pop();
    if (name !== 'get_attendance_sheet')
      return new Response(JSON.stringify({ status: 0, message: 'not needed' }));
    const data: AttendanceSheet = {
      event_id: 'e1',
      event_title: 'Sunday Service',
      date: '2030-12-06T16:00:00.000Z',
      end_date: '2030-12-06T18:00:00.000Z',
      image: '',
      status: 1,
      total: rows.reduce((sum, row) => sum + row.total_person, 0),
      rows,
    };
    return new Response(JSON.stringify({ status: 1, message: 'Attendance sheet', data }));
  });

const open = () => {
  window.history.replaceState(null, '', '/attendance-sheet/e1');
  render(
    <Providers>
      <BrowserRouter>
        <AttendanceSheetPage title="Attendance Sheet" />
      </BrowserRouter>
    </Providers>,
  );
};

beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'owner-token', type: 1, subscriptionsId: 4 });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearSession();
});

describe('the attendance sheet', () => {
  it('shows each person in the order sent, with status and headcount, under the total', async () => {
    answerWith([person('Ruth Okafor', 1, 12), person('Samuel Ade', 0, 0), person('Mary Lee', 2, 4)]);
    open();
    const table = await screen.findByRole('table', { name: 'Attendance by person' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'RORuth OkaforSummitted12',
      'SASamuel AdePending0',
      'MLMary LeeRunning4',
    ]);
    expect(screen.getByTestId('sheet-total').textContent).toBe('16');
  });

  it('with nobody on it says No data found', async () => {
    answerWith([]);
    open();
    expect(await screen.findByText('No data found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('sheet-total').textContent).toBe('0');
  });
});
