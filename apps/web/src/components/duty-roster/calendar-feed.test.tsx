// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { clearSession, setSession } from '../../lib/session';
import { stubBrowser } from '../../test/stub-browser';
import { CalendarFeed } from './calendar-feed';

const fetchMock = vi.fn<typeof fetch>();
const calls: string[] = [];
const PATH = `/api/calendar/${'a'.repeat(43)}.ics`;
const NEW_PATH = `/api/calendar/${'b'.repeat(43)}.ics`;
const answers: Record<string, unknown> = {
  get_calendar_link: {
    status: 1,
    message: 'Your calendar link',
    data: { path: PATH, made_at: '2026-11-27T10:00:00.000Z' },
  },
  new_calendar_link: {
    status: 1,
    message: 'A new calendar link has been made. Calendars that follow the old one will stop updating.',
    data: { path: NEW_PATH, made_at: '2026-11-27T11:00:00.000Z' },
  },
};
const writeText = vi.fn(async (_text: string) => undefined);

beforeAll(stubBrowser);
beforeEach(() => {
  calls.length = 0;
  fetchMock.mockImplementation(async (url) => {
    const name = String(url).split('/').pop() ?? '';
    calls.push(name);
    return new Response(JSON.stringify(answers[name] ?? { status: 0, message: `unexpected ${name}` }));
  });
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  setSession({ token: 'member-token', type: 2, subscriptionsId: 4 });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  writeText.mockClear();
  vi.unstubAllGlobals();
  clearSession();
});

describe("the profile's calendar feed (issue 39)", () => {
  it('links to the webcal:// address, shows it to copy, and makes a new link only when confirmed', async () => {
    render(
      <Providers>
        <CalendarFeed />
      </Providers>,
    );
    const webcal = `webcal://${window.location.host}${PATH}`;
    const subscribe = await screen.findByRole('link', { name: 'Subscribe in my calendar' });
    expect(subscribe.getAttribute('href')).toBe(webcal);
    expect(calls).toEqual(['get_calendar_link']);
    const shown = screen.getByLabelText('Your calendar link') as HTMLInputElement;
    expect(shown.value).toBe(webcal);

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(webcal));

    // No keeps the link
    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'No' })).toBeNull());
    expect(calls).toEqual(['get_calendar_link']);

    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    const renewed = `webcal://${window.location.host}${NEW_PATH}`;
    await waitFor(() =>
      expect((screen.getByLabelText('Your calendar link') as HTMLInputElement).value).toBe(renewed),
    );
    expect(screen.getByRole('link', { name: 'Subscribe in my calendar' }).getAttribute('href')).toBe(renewed);
    expect(calls).toEqual(['get_calendar_link', 'new_calendar_link']);
    expect(
      await screen.findByText(
        'A new calendar link has been made. Calendars that follow the old one will stop updating.',
      ),
    ).toBeTruthy();
  });
});
