// @vitest-environment jsdom
import type { Event } from '@faith-shield/contract/events/event-fields';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { EventsPage, SubUserEventsPage } from './events-page';

const fetchMock = vi.fn<typeof fetch>();

const event = (index: number, status = 0): Event => ({
  id: `e${index}`,
  event_categories: 'Main Service',
  title: `Service ${index}`,
  description: 'Doors at 9:30.',
  image: '',
  security: 'No',
  status,
  start_date: '2030-12-06 10:00:00',
  end_date: '2030-12-06 12:00:00',
  utc_start_date: '2030-12-06T16:00:00.000Z',
  utc_end_date: '2030-12-06T18:00:00.000Z',
  time_zone: 'America/Chicago',
  attendance_count: 0,
});

/** Answers events by page: `pages[n - 1]` for page n. */
const answerPages = (pages: Event[][]) =>
  fetchMock.mockImplementation(async (url, init) => {
    const name = String(url).split('/').pop();
    if (name === 'get_profile') return new Response(JSON.stringify({ status: 0, message: 'not needed' }));
    const page = Number(new URLSearchParams(String(init?.body)).get('page') ?? 1);
    return new Response(JSON.stringify({ status: 1, message: 'Events', data: pages[page - 1] ?? [] }));
  });

const open = (path: string, Page: typeof EventsPage) => {
  window.history.replaceState(null, '', path);
  render(
    <Providers>
      <BrowserRouter>
        <Page title="Events" />
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

describe('/events (spec 02 §2)', () => {
  it('links each row to view, edit, and Attendance: the sheet once submitted, else the entry screen', async () => {
    answerPages([[event(1), event(2, 1)]]);
    open('/events', EventsPage);
    const list = await screen.findByRole('list', { name: 'Events' });
    expect(list.textContent).toContain('Service 1');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('View Service 1')).toBe('/view-events/e1');
    expect(href('Edit Service 1')).toBe('/edit-event/e1');
    expect(href('Attendance of Service 1')).toBe('/event-attendance/e1');
    expect(href('Attendance of Service 2')).toBe('/attendance-sheet/e2');
    expect(href('Add Event')).toBe('/add-events');
    expect(screen.getAllByRole('button', { name: /^Add To Calendar/ })).toHaveLength(2);
  });

  it("says 'No data found' when there are none", async () => {
    answerPages([[]]);
    open('/events', EventsPage);
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  // twenty cards drawn a few at a time take seconds in jsdom on a busy machine
  it('asks for the next page while the last one was full', { timeout: 45_000 }, async () => {
    answerPages([Array.from({ length: 20 }, (_, index) => event(index)), [event(20)]]);
    open('/events', EventsPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more events' }, { timeout: 20_000 }));
    await screen.findByText('Service 20', {}, { timeout: 20_000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more events' })).toBeNull());
  });
});

describe('/subuser-events (spec 02 §2)', () => {
  it('lists the member’s events from get_sub_user_event, without edit', async () => {
    setSession({ token: 'member-token', type: 2, subscriptionsId: 4 });
    answerPages([[event(1, 1)]]);
    open('/subuser-events', SubUserEventsPage);
    await screen.findByRole('list', { name: 'Events' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/get_sub_user_event');
    expect(screen.getByRole('link', { name: 'View Service 1' }).getAttribute('href')).toBe(
      '/subuser-view-events/e1',
    );
    expect(screen.getByRole('link', { name: 'Attendance of Service 1' }).getAttribute('href')).toBe(
      '/subuser-attendance-sheet/e1',
    );
    expect(screen.queryByRole('link', { name: 'Edit Service 1' })).toBeNull();
  });
});
