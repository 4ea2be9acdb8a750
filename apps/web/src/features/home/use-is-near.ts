import { type RefObject, useEffect, useState } from 'react';

type Options = {
  /** Until then (the content has not been drawn) nothing is watched. */
  isReady: boolean;
  /** Near at once: the address names a section down the page (/home#faq). */
  isAtOnce: boolean;
  /**
   * How much of `region` may show before it counts as in view: the blank top padding of the
   * first section. A hero that ends a few pixels above the screen's bottom leaves only that.
   */
  blankTop: number;
};

/**
 * Whether the visitor has come near `region` (the page below the hero, docs/decisions/009):
 * more than `blankTop` of it is on screen (the hero does not fill the screen), the visitor
 * scrolls (on a phone the hero is about a screen tall, so the region is then within a screen),
 * focus moves into it (a keyboard user tabbing past the hero), or `isAtOnce`. It then stays near.
 */
export function useIsNear(region: RefObject<HTMLElement | null>, { isReady, isAtOnce, blankTop }: Options) {
  const [isNear, setIsNear] = useState(false);
  const isNearNow = isNear || (isReady && isAtOnce);

  useEffect(() => {
    if (isReady && isAtOnce) setIsNear(true);
  }, [isReady, isAtOnce]);

  useEffect(() => {
    const element = region.current;
    if (!isReady || isNearNow || !element) return;
    const near = () => setIsNear(true);
    const inView = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near();
      },
      { rootMargin: `0px 0px -${blankTop}px 0px` },
    );
    inView.observe(element);
    window.addEventListener('scroll', near, { passive: true });
    element.addEventListener('focusin', near);
    return () => {
      inView.disconnect();
      window.removeEventListener('scroll', near);
      element.removeEventListener('focusin', near);
    };
  }, [region, isReady, isNearNow, blankTop]);

  return isNearNow;
}
