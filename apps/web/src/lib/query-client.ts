import { onlineManager, QueryClient } from '@tanstack/react-query';

// TanStack Query hears of 'online' and 'offline' only as they happen: an app opened with no
// network starts offline (its lists then show what the phone kept, lib/offline).
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

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
