// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BrowserRouter } from '../lib/navigation';
import { clearSession, setSession } from '../lib/session';
import { stubBrowser } from '../test/stub-browser';
import { Providers } from './providers';
import { AppRoutes } from './router';

beforeAll(() => {
  stubBrowser();
  // The home page asks the API for its content; here the API is unreachable.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
});

afterEach(() => {
  cleanup();
  clearSession();
});

/** Opens `path` as a visitor typing it would; answers the address bar. */
const open = (path: string) => {
  window.history.replaceState(null, '', path);
  render(
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>,
  );
  return window.location;
};

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('router with guards (spec 01 §2)', { timeout: 15_000 }, () => {
  it('sends a signed-out visitor from /dashboard to /login', async () => {
    const address = open('/dashboard');
    await heading('Login');
    expect(address.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('sends a signed-in owner from /login to /dashboard, inside the owner shell', async () => {
    setSession({ token: 't', type: 1, subscriptionsId: 2 });
    const address = open('/login');
    await heading('Dashboard');
    expect(address.pathname).toBe('/dashboard');
    // the title follows once the screen's own code is in (the frame's heading comes first)
    await vi.waitFor(() => expect(document.title).toBe('Dashboard | Faith Shield'));
    expect(await screen.findByRole('heading', { name: 'Upcoming Events' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Manage Inventory/ }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('link', { name: /^Events$/ })).toHaveLength(0);
  });

  it('sends an owner without the tier from /events to /dashboard', async () => {
    setSession({ token: 't', type: 1, subscriptionsId: 3 });
    const address = open('/events');
    await heading('Dashboard');
    expect(address.pathname).toBe('/dashboard');
  });

  it('lets an Advance owner into /events', async () => {
    setSession({ token: 't', type: 1, subscriptionsId: 4 });
    open('/events');
    await heading('Events');
  });

  it('sends a sub user from an owner page to /login, and from /login to /subuser-dashboard', async () => {
    setSession({ token: 't', type: 2, subscriptionsId: 4 });
    const address = open('/profile');
    await heading('Dashboard');
    expect(address.pathname).toBe('/subuser-dashboard');
    // The sub user's menu: on a phone (no media query matches here) a drawer, loaded as it opens.
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('link', { name: /Resource Hub/ }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the home page error state when the API cannot be reached', async () => {
    open('/home');
    await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    expect(document.title).toBe('Home | Faith Shield');
    expect(screen.getAllByRole('link', { name: 'Join our waitlist' }).length).toBe(1);
  });

  it('shows a 404 page with a link home for an unknown path', async () => {
    open('/no-such-page');
    await heading('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/home');
  });
});
