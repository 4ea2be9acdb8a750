import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts to draw: none until `isReady`, then one more after each has been
 * drawn, each in a low-priority render of its own. Building a long page this way makes several
 * short tasks instead of one long one (a phone's main thread stays free for input in between),
 * and each part appears below the ones already there, so nothing in view moves.
 */
export function useProgressiveReveal(total: number, isReady: boolean): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!isReady || shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [isReady, shown, total]);
  return isReady ? shown : 0;
}
