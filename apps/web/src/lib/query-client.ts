import { onlineManager, QueryClient } from '@tanstack/react-query';

// TanStack Query hears of 'online' and 'offline' only as they happen: an app opened with no
// network starts offline (its lists then show what the phone kept, lib/offline).
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

/**
 * The `staleTime` of data asked afresh on every visit (the dashboard's `home`, `/chat`'s list):
 * an answer this recent is taken as it is, typically the one the screen's first calls fetched
 * as the app started, a moment before the screen mounted (decision 024); any older, or
 * invalidated since, each mount asks again.
 */
export const JUST_FETCHED_MS = 2_000;

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // One quiet retry covers a dropped connection; a screen then shows its error state.
        retry: 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
