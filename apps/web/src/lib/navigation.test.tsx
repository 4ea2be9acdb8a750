// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Redirect, Route, Switch } from 'wouter';
import { BrowserRouter, canGoBack, useLocation, useNavigate, useNavigationType } from './navigation';

afterEach(cleanup);

/** What the screen knows of where it is. */
function Where() {
  const { pathname, hash, key, state } = useLocation();
  const type = useNavigationType();
  return <output aria-label="where">{JSON.stringify({ pathname, hash, key, state, type })}</output>;
}
const where = () =>
  JSON.parse(screen.getByRole('status', { name: 'where' }).textContent ?? '{}') as {
    pathname: string;
    hash: string;
    key: string;
    state: unknown;
    type: string;
  };

function Step() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/second', { state: { step: 2 } })}>
      Next
    </button>
  );
}

/** Opens `path` as a first visit would, with two pages and a link between them. */
const open = (path: string) => {
  window.history.replaceState(null, '', path);
  render(
    <BrowserRouter>
      <Where />
      <Switch>
        <Route path="/first">
          <Step />
          <Link to="/first">First</Link>
        </Route>
        <Route path="/second">
          <Link to="/first">First</Link>
        </Route>
        <Route path="/old">
          <Redirect to="/second" replace />
        </Route>
      </Switch>
    </BrowserRouter>,
  );
};

/** The browser's back or forward button: the page changes once the history has moved. */
const traverse = async (delta: number, pathname: string) => {
  window.history.go(delta);
  await vi.waitFor(() => expect(where().pathname).toBe(pathname));
};

describe('navigation', () => {
  it('starts at the address, on an entry of its own, reached as a first visit is', () => {
    open('/first#top');
    expect(where()).toEqual({ pathname: '/first', hash: '#top', key: 'default', state: null, type: 'POP' });
    expect(canGoBack()).toBe(false);
  });

  it('carries state to the next entry, and back and forward return each entry with its own', async () => {
    open('/first');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await vi.waitFor(() => expect(where().pathname).toBe('/second'));
    const second = where();
    expect(second).toMatchObject({ state: { step: 2 }, type: 'PUSH' });
    expect(second.key).not.toBe('default');
    expect(window.location.pathname).toBe('/second');
    expect(canGoBack()).toBe(true);

    await traverse(-1, '/first');
    expect(where()).toMatchObject({ key: 'default', state: null, type: 'POP' });
    expect(canGoBack()).toBe(false);

    await traverse(1, '/second');
    expect(where()).toEqual({ ...second, type: 'POP' });
  });

  it('follows a link as an address of its own, and leaves a modified click to the browser', async () => {
    open('/second');
    const link = screen.getByRole('link', { name: 'First' });
    expect(link.getAttribute('href')).toBe('/first');
    // Not prevented: the browser opens the address in a new tab.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(window.location.pathname).toBe('/second');
    act(() => fireEvent.click(link));
    await vi.waitFor(() => expect(where().pathname).toBe('/first'));
  });

  it('does not add an entry for a link to the page on screen', async () => {
    open('/first');
    const entries = window.history.length;
    const before = where().key;
    act(() => fireEvent.click(screen.getByRole('link', { name: 'First' })));
    await vi.waitFor(() => expect(where().key).not.toBe(before));
    expect(where().type).toBe('REPLACE');
    expect(window.history.length).toBe(entries);
  });

  it('replaces the entry of a page that redirects as it is first drawn', async () => {
    open('/old');
    const entries = window.history.length;
    await vi.waitFor(() => expect(where().pathname).toBe('/second'));
    expect(where().type).toBe('REPLACE');
    expect(window.history.length).toBe(entries);
  });

  it("keeps the page on screen until the next one's code has arrived", async () => {
    let arrive: (module: { default: ComponentType }) => void = () => {};
    const Later = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = resolve;
        }),
    );
    window.history.replaceState(null, '', '/first');
    render(
      <BrowserRouter>
        <Suspense fallback={<p>Loading…</p>}>
          <Switch>
            <Route path="/first">
              <Link to="/later">Later</Link>
            </Route>
            <Route path="/later">
              <Later />
            </Route>
          </Switch>
        </Suspense>
      </BrowserRouter>,
    );
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Later' })));
    expect(window.location.pathname).toBe('/later');
    expect(screen.getByRole('link', { name: 'Later' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    await act(async () => arrive({ default: () => <h1>Later</h1> }));
    expect(await screen.findByRole('heading', { name: 'Later' })).toBeTruthy();
  });
});
