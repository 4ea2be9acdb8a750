import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import type { AppRouter } from './router';

/** The whole app around a router: the browser's (main.tsx) or a memory one (prerender). */
export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
