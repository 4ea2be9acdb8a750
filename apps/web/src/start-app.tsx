import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { markPageLive } from './components/ui/page-live';
import { yieldToMain } from './lib/yield-to-main';

/** Renders the app into #root, or hydrates the page the build prerendered there (main.tsx). */
export async function startApp(root: HTMLElement, { isPrerendered }: { isPrerendered: boolean }) {
  const router = createAppRouter();
  await yieldToMain();
  const app = (
    <StrictMode>
      <App router={router} />
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
}
