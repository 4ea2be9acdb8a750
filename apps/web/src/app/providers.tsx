import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { isSignedIn, useSession } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';
import { ToastsHost } from './toasts-host';

// Mantine's ModalsProvider brings Modal, ScrollArea and floating-ui (~20 kB gzip). Only
// signed-in screens open modals, so a visitor never downloads it and a signed-in user gets it
// beside the app rather than before it. It listens for the `modals.*` events, which is all the
// app uses; `useModals()` is therefore not available.
const ModalsHost = lazy(() => import('./modals-host').then((m) => ({ default: m.ModalsHost })));

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const session = useSession();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ToastsHost />
        {isSignedIn(session) && (
          <Suspense fallback={null}>
            <ModalsHost />
          </Suspense>
        )}
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
