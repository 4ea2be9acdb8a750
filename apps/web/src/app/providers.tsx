import { TOAST } from '@faith-shield/contract/shared/constants';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// Mantine's ModalsProvider brings Modal, ScrollArea and floating-ui (~20 kB gzip). No first
// screen opens a modal, so it loads beside the app rather than before it. It listens for the
// `modals.*` events, which is all the app uses; `useModals()` is therefore not available.
const ModalsHost = lazy(() => import('./modals-host').then((m) => ({ default: m.ModalsHost })));

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {/* spec 01 §9: toasts last 2000 ms, centred at the top, 320 px wide. */}
        <Notifications position="top-center" autoClose={TOAST.durationMs} containerWidth={TOAST.widthPx} />
        <Suspense fallback={null}>
          <ModalsHost />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
