import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { Router, useLocation as useRouterLocation } from 'wouter';

// What the app needs of a router beyond wouter's paths, links and redirects: a key per
// history entry and whether it was reached by back or forward (scroll restoration, the error
// screen's reset), state carried by an entry (the wait list's steps), how many of the app's
// entries lie behind this one (the shells' back button), and navigations drawn as transitions
// (the page on screen stays until the next one's code has arrived). Each entry the app makes
// carries { key, index, state } in history.state.

/** How the entry on screen was reached: back, forward and a reload or first visit are POP. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export type Location = {
  pathname: string;
  hash: string;
  /** Names the history entry; 'default' for one the app did not make (a first visit). */
  key: string;
  /** What the navigation to this entry carried (navigate's `state`); null if nothing. */
  state: unknown;
};

type NavigateOptions = { replace?: boolean; state?: unknown };

/** What the app writes in history.state for each entry it makes. */
type EntryState = { key: string; index: number; state: unknown };

const isEntryState = (value: unknown): value is EntryState =>
  typeof value === 'object' && value !== null && typeof (value as EntryState).key === 'string';

type Entry = Location & {
  search: string;
  /** The entry's place among the app's: 0 for the first. */
  index: number;
  type: NavigationType;
  /** What it was read from: a change to either is another entry. */
  historyState: unknown;
  href: string;
};

const readEntry = (type: NavigationType): Entry => {
  const historyState: unknown = window.history.state;
  const saved = isEntryState(historyState) ? historyState : { key: 'default', index: 0, state: null };
  const { pathname, search, hash, href } = window.location;
  return { pathname, search, hash, ...saved, type, historyState, href };
};

let entry: Entry | undefined;

/** The entry the browser is at; one the app did not navigate to was reached by back or forward. */
const currentEntry = (): Entry => {
  if (!entry || entry.historyState !== window.history.state || entry.href !== window.location.href) {
    entry = readEntry('POP');
  }
  return entry;
};

const listeners = new Set<() => void>();

const newKey = () => Math.random().toString(36).slice(2, 10);

const navigate = (to: string, { replace, state = null }: NavigateOptions = {}) => {
  const here = currentEntry();
  // A link to the page on screen replaces its entry: Back then leaves the page instead of
  // showing it again.
  const isReplace = replace ?? to === here.pathname + here.search + here.hash;
  const saved: EntryState = { key: newKey(), index: here.index + (isReplace ? 0 : 1), state };
  window.history[isReplace ? 'replaceState' : 'pushState'](saved, '', to);
  entry = readEntry(isReplace ? 'REPLACE' : 'PUSH');
  for (const listener of listeners) listener();
};

/** A first visit's entry: what a prerendered page is drawn at, and the default outside a browser. */
const FIRST_ENTRY: Entry = {
  pathname: '/',
  search: '',
  hash: '',
  key: 'default',
  state: null,
  index: 0,
  type: 'POP',
  historyState: null,
  href: '',
};

const EntryContext = createContext<Entry>(FIRST_ENTRY);

// The location hook BrowserRouter gives wouter: paths from the entry on screen, navigations
// through `navigate` above.
const useEntryLocation = (): [string, typeof navigate] => [use(EntryContext).pathname, navigate];
useEntryLocation.searchHook = () => use(EntryContext).search;

/** The router of the app in a browser (start-app.tsx): the address bar's location. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(currentEntry);
  // A layout effect, as the screens' redirects (wouter's <Redirect>) run in theirs: those of
  // the first screen navigate before this one runs, and are caught up with at once.
  useLayoutEffect(() => {
    const show = () => startTransition(() => setShown(currentEntry()));
    listeners.add(show);
    window.addEventListener('popstate', show);
    show();
    return () => {
      listeners.delete(show);
      window.removeEventListener('popstate', show);
    };
  }, []);
  return (
    <EntryContext value={shown}>
      <Router hook={useEntryLocation}>{children}</Router>
    </EntryContext>
  );
}

/** The location on screen. Under another router (a prerender's) only its pathname is known. */
export function useLocation(): Location {
  const [pathname] = useRouterLocation();
  const entry = use(EntryContext);
  // One object per entry, as effects that follow navigations depend on it.
  return useMemo(
    () => ({ pathname, hash: entry.hash, key: entry.key, state: entry.state }),
    [pathname, entry],
  );
}

export const useNavigationType = (): NavigationType => use(EntryContext).type;

/** navigate(path), navigate(path, { replace: true }), navigate(path, { state }). */
export const useNavigate = (): ((to: string, options?: NavigateOptions) => void) => useRouterLocation()[1];

/** Whether the entry before this one is the app's: otherwise Back would leave it (or do nothing). */
export const canGoBack = () => currentEntry().index > 0;
