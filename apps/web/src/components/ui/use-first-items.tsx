import { useIntersection } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';

/** More than a screen of rows, even a wide one: what a first look shows. */
export const FIRST_ITEMS = 10;

/** How far below the screen the end of the list counts as near: the next rows are drawn before they show. */
const NEAR = '800px';

/** Without IntersectionObserver (an old browser, jsdom) every item is drawn at once. */
const canObserve = typeof IntersectionObserver !== 'undefined';

/**
 * A list drawn a few rows at a time: the first `pageSize` items, then the next few each time
 * the list's end comes near the screen (scrolled to, or a keyboard user tabbing down). A row
 * nobody scrolls to is never rendered: on a phone each row's components cost script time
 * before the page answers, and a page of 20 or 30 rows, or a list of hundreds the client holds
 * whole, is a long task. Place `end` right after the list; offer the server's next page only
 * once `isAllShown`.
 */
export function useFirstItems<T>(items: readonly T[], pageSize = FIRST_ITEMS) {
  const [count, setCount] = useState(pageSize);
  const { ref, entry } = useIntersection({ rootMargin: `0px 0px ${NEAR} 0px` });
  const hasMore = canObserve && items.length > count;
  const isNear = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (hasMore && isNear) setCount((shown) => shown + pageSize);
  }, [hasMore, isNear, pageSize]);
  // keyed by the count: a new element, so a new observer, which reports at once if it is still near
  const end: ReactNode = hasMore ? <div key={count} ref={ref} aria-hidden /> : null;
  return { shown: hasMore ? items.slice(0, count) : items, end, isAllShown: !hasMore };
}
