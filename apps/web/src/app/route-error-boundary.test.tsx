// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Link, Route, Switch } from 'wouter';
import { BrowserRouter, useLocation } from '../lib/navigation';
import { stubBrowser } from '../test/stub-browser';
import { RouteErrorBoundary } from './route-error-boundary';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('a screen that fails');
}

function Screens() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Switch>
        <Route path="/broken">
          <Broken />
        </Route>
        <Route path="/fine">
          <h1>Fine</h1>
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}

describe('route error boundary', () => {
  it('shows the error screen for a screen that throws, and the next navigation tries again', async () => {
    // React reports the error it caught; here that is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/broken');
    render(
      <MantineProvider>
        <BrowserRouter>
          <Link to="/fine">Somewhere else</Link>
          <Screens />
        </BrowserRouter>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
