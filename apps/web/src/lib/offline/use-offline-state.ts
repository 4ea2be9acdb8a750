import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { PERSISTED_CALLS } from './persisted-calls';

/** Whether TanStack Query thinks the network is there (the browser's word, or a failed call). */
export const useIsOnline = () =>
  useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );

/**
 * When the oldest kept answer on screen was fetched (ms since the epoch), among the declared
 * lists (PERSISTED_CALLS) that the screen shows; null when it shows none.
 */
export function useShownSince(): number | null {
  const queryCache = useQueryClient().getQueryCache();
  const snapshot = useCallback(() => {
    let oldest: number | null = null;
    for (const query of queryCache.findAll({ type: 'active' })) {
      if (!PERSISTED_CALLS.has(String(query.queryKey[0])) || query.state.data === undefined) continue;
      const at = query.state.dataUpdatedAt;
      if (at > 0 && (oldest === null || at < oldest)) oldest = at;
    }
    return oldest;
  }, [queryCache]);
  return useSyncExternalStore(
    (listener) => queryCache.subscribe(listener),
    snapshot,
    () => null,
  );
}

/** 10:42, in the phone's own time, with no locale data loaded (docs/adding-a-screen.md §6). */
export const clockTime = (at: number) => {
  const date = new Date(at);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};
