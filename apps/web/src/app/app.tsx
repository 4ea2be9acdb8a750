import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** The browser's router (lib/navigation.tsx), or wouter's at one path when prerendering. */
export type Router = ComponentType<{ children: ReactNode }>;

/** The whole app inside a router: the browser's (start-app.tsx) or one at a path (prerender). */
export function App({ router: Router, queryClient }: { router: Router; queryClient?: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <Router>
        <AppRoutes />
      </Router>
    </Providers>
  );
}
