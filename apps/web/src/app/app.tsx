import type { ComponentType, ReactNode } from 'react';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** A router of React Router's declarative mode: BrowserRouter, or a MemoryRouter at one path. */
export type Router = ComponentType<{ children: ReactNode }>;

/** The whole app inside a router: the browser's (start-app.tsx) or a memory one (prerender). */
export function App({ router: Router }: { router: Router }) {
  return (
    <Providers>
      <Router>
        <AppRoutes />
      </Router>
    </Providers>
  );
}
