// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Switch } from 'wouter';
import { BrowserRouter } from '../lib/navigation';
import { ScrollRestoration } from './scroll-restoration';

const scrollTo = vi.fn();
const scrollIntoView = vi.fn();

beforeEach(() => {
  window.scrollTo = scrollTo as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  cleanup();
  scrollTo.mockClear();
  scrollIntoView.mockClear();
});

/** The user scrolls the page to `y`. */
const scrollPageTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

/** The browser's back button. */
const Back = () => (
  <button type="button" onClick={() => window.history.back()}>
    Back
  </button>
);

/** Opens /list, as a first visit to it (an entry the app has not seen). */
const open = () => {
  window.history.replaceState(null, '', '/list');
  return render(
    <BrowserRouter>
      <ScrollRestoration />
      <Switch>
        <Route path="/list">
          <Link to="/detail">Detail</Link>
        </Route>
        <Route path="/detail">
          <h1>Detail</h1>
          <Back />
          <Link to="/detail#faq">FAQ</Link>
          <h2 id="faq">FAQ</h2>
        </Route>
      </Switch>
    </BrowserRouter>,
  );
};

describe('scroll restoration', () => {
  it('leaves the first page where the browser put it', () => {
    open();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a new page at its top and returns to where the last one was left', async () => {
    open();
    scrollPageTo(600);
    fireEvent.click(screen.getByRole('link', { name: 'Detail' }));
    await screen.findByRole('heading', { name: 'Detail' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollPageTo(0);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('link', { name: 'Detail' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
  });

  it('scrolls to the element a #hash names', async () => {
    open();
    fireEvent.click(screen.getByRole('link', { name: 'Detail' }));
    fireEvent.click(await screen.findByRole('link', { name: 'FAQ' }));
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('faq'));
  });
});
