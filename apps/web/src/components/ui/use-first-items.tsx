import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * The observer's margin once the page has been scrolled: an end up to 800 px below the screen
 * counts as near, so the next rows are drawn before they show.
 */
const NEAR = '0px 0px 800px 0px';

/** Without IntersectionObserver (an old browser, jsdom) every item is drawn at once. */
const canObserve = typeof IntersectionObserver !== 'undefined';

/**
 * A list drawn a few rows at a time: the first `pageSize` items (a phone's screenful of the
 * list's rows, which each list knows from its rows' height), then as many more each time
 * the list's end comes near the screen (scrolled to, or a keyboard user tabbing down). A row
 * nobody scrolls to is never rendered: on a phone each row's components cost script time
 * before the page answers, and a page of 20 or 30 rows, or a list of hundreds the client holds
 * whole, is a long task. Place `end` right after the list; offer the server's next page only
 * once `isAllShown`.
 */
export function useFirstItems<T>(items: readonly T[], pageSize: number) {
  const [count, setCount] = useState(pageSize);
  const hasMore = canObserve && items.length > count;
  const endRef = useRef<HTMLDivElement>(null);
  // Only a near end changes state: the observer's first report, that the end is out of reach,
  // re-renders nothing (each render of a list redraws its rows). Until the page is first
  // scrolled, only an end on screen counts: rows below a first screen nobody has scrolled are
  // not drawn; from the first scroll on, the next rows are drawn before they show.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each count draws a new end element (keyed below), which needs an observer of its own
  useEffect(() => {
    const end = endRef.current;
    if (!hasMore || !end) return;
    let observer: IntersectionObserver | undefined;
    const watch = (rootMargin: string) => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          setCount((shown) => shown + pageSize);
        },
        { rootMargin },
      );
      observer.observe(end);
    };
    const watchAhead = () => watch(NEAR);
    const hasScrolled = window.scrollY > 0;
    watch(hasScrolled ? NEAR : '0px');
    if (!hasScrolled) window.addEventListener('scroll', watchAhead, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', watchAhead);
      observer?.disconnect();
    };
  }, [hasMore, count, pageSize]);
  // keyed by the count: a new element, so a new observer, which reports at once if it is still near
  const end: ReactNode = hasMore ? <div key={count} ref={endRef} aria-hidden /> : null;
  return { shown: hasMore ? items.slice(0, count) : items, end, isAllShown: !hasMore };
}
