import './lib/zod-config';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadOnIntent } from './app/preload-on-intent';
import { preloadRoute } from './app/preload-route';
import { markPageLive } from './components/ui/page-live';
import { BrowserRouter } from './lib/navigation';
import { createQueryClient } from './lib/query-client';
import { isSignedIn } from './lib/session';

/** How long the first render waits for IndexedDB before it draws without what was kept. */
const RESTORE_WAIT_MS = 500;

const restoreOffline = (queryClient: QueryClient) =>
  Promise.race([
    import('./lib/offline/start-offline').then((m) => m.startOffline(queryClient)).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
  ]);

/** Renders the app into #root, or hydrates the page the build prerendered there (main.tsx). */
export async function startApp(root: HTMLElement, { isPrerendered }: { isPrerendered: boolean }) {
  // The page's shell and screen, fetched at once (index.html names them for /dashboard), are
  // awaited: the first render then draws the page whole, not a loader, then the shell with a
  // loader, then the screen. Meanwhile the prerendered page or the splash stays on screen.
  const queryClient = createQueryClient();
  // Signed in: the lists and waiting writes this phone kept are restored meanwhile (lib/offline),
  // so a screen opened with no network draws them.
  await Promise.all([
    isSignedIn() ? restoreOffline(queryClient) : undefined,
    preloadRoute(window.location.pathname, queryClient),
  ]);
  const app = (
    <StrictMode>
      <App router={BrowserRouter} queryClient={queryClient} />
    </StrictMode>
  );
  // A transition lets React render or hydrate the first screen in slices of a few
  // milliseconds, yielding to the browser between them, instead of one long task
  // (Lighthouse: total blocking time).
  startTransition(() => {
    if (isPrerendered) {
      hydrateRoot(root, app);
      return;
    }
    markPageLive();
    createRoot(root).render(app);
  });
  preloadOnIntent(queryClient);
}
