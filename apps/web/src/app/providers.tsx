import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useModalsWanted, whenModalsReady } from '../components/ui/modals-demand';
import { createQueryClient } from '../lib/query-client';
import { isSignedIn, useSession } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';
import { ToastsHost } from './toasts-host';

// Mantine's ModalsProvider brings Modal, FocusTrap and scroll locking (~30 kB). Only
// signed-in screens open modals, so a visitor never downloads it, and a signed-in user gets it
// after the first screen (or at the first modal asked for before then: confirm.tsx waits for it,
// components/ui/modals-demand.ts). It listens for the `modals.*` events, which is all the app
// uses; `useModals()` is therefore not available.
const ModalsHost = lazy(() => import('./modals-host').then((m) => ({ default: m.ModalsHost })));

/** How long after a signed-in start the modals host loads unasked, out of the first screen's way. */
const MODALS_HOST_AFTER_MS = 3000;

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const session = useSession();
  const signedIn = isSignedIn(session);
  const isModalsHostWanted = useModalsWanted();
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => void whenModalsReady(), MODALS_HOST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
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
