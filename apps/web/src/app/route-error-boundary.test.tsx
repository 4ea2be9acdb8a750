// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
      <Routes>
        <Route path="/broken" element={<Broken />} />
        <Route path="/fine" element={<h1>Fine</h1>} />
      </Routes>
    </RouteErrorBoundary>
  );
}

describe('route error boundary', () => {
  it('shows the error screen for a screen that throws, and the next navigation tries again', async () => {
    // React reports the error it caught; here that is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/broken']}>
          <Link to="/fine">Somewhere else</Link>
          <Screens />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
