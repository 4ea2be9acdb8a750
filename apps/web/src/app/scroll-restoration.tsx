import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../lib/navigation';

const STORAGE_KEY = 'faith-shield-scroll-positions';

/** How far down each history entry (its location key) was when it was last on screen. */
let positions: Record<string, number> | undefined;

const savedPositions = () => {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
};

const elementOf = (hash: string) => {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // not a decodable id
  }
};

/**
 * A new page opens at its top, or at the element its #hash names; back and forward (and a
 * reload) return to where the page was left.
 * The app scrolls, not the browser, because the page being returned to is drawn only after
 * the history has moved (and its code may still have to load).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The location on screen; null until the first render has been committed.
  const shownKey = useRef<string | null>(null);

  // Kept as the page scrolls: once the next location is drawn, the page it left is gone.
  useEffect(() => {
    const remember = () => {
      if (shownKey.current !== null) savedPositions()[shownKey.current] = window.scrollY;
    };
    // what the scrolls kept: reading the position again as the page goes would make the browser
    // lay the leaving page out once more, a long task before the next page can start
    const store = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Private mode or storage full: positions are then kept for this page's life only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const isNavigation = shownKey.current !== null && shownKey.current !== location.key;
    shownKey.current = location.key;
    const saved = navigationType === 'POP' ? savedPositions()[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = elementOf(location.hash);
    if (target) {
      target.scrollIntoView();
      return;
    }
    // The first render leaves the page where the browser put it (a prerendered page may
    // already have been scrolled).
    if (isNavigation) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
