import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useModalsWanted } from '../components/ui/modals-demand';
import { createQueryClient } from '../lib/query-client';
import { isSignedIn, useSession } from '../lib/session';
import { theme } from './theme';
import { ToastsHost } from './toasts-host';

// Mantine's ModalsProvider brings Modal, FocusTrap and scroll locking. Only signed-in screens
// open modals, and only at a user's request, so the host loads at the first modal asked for
// (confirm.tsx waits for it, components/ui/modals-demand.ts), never at start-up. It listens for
// the `modals.*` events, which is all the app uses; `useModals()` is therefore not available.
const ModalsHost = lazy(() => import('./modals-host').then((m) => ({ default: m.ModalsHost })));

/** `queryClient`: the app's, holding the first screen's data (start-app.tsx); tests: a new one. */
export function Providers({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const session = useSession();
  const signedIn = isSignedIn(session);
  const isModalsHostWanted = useModalsWanted();
  // The theme's CSS variables are in every page already (app/theme-variables.tsx).
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
        <ToastsHost />
        {signedIn && isModalsHostWanted && (
          <Suspense fallback={null}>
            <ModalsHost />
          </Suspense>
        )}
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
