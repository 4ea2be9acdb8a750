import { useEffect } from 'react';
import { useLocation } from '../../lib/navigation';

/**
 * The navigation's anchors (/home#faq) point at sections drawn only once the content has
 * loaded, and the router does not scroll to a hash itself: scroll when both are there.
 */
export const useScrollToHash = (isReady: boolean) => {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!isReady || !hash || key === undefined) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, key, isReady]);
};
