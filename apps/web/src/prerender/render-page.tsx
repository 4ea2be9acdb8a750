import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../app/app';
import { ROUTES } from '../app/routes';
import { pageTitle } from '../components/ui/use-page-title';

/**
 * The markup of `path` as a signed-out visitor's first render draws it, screens' lazy code
 * included: written into the page at build time (../../prerender.ts) so the browser paints
 * before any script has run, then hydrated by main.tsx.
 */
export async function renderPage(path: string): Promise<{ markup: string; title: string }> {
  const AtPath = ({ children }: { children: ReactNode }) => <Router ssrPath={path}>{children}</Router>;
  const { prelude } = await prerender(
    <StrictMode>
      <App router={AtPath} />
    </StrictMode>,
  );
  // The screen sets the same title once it runs (usePageTitle); the page has it from the start.
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`prerender: no route ${path}`);
  return { markup: await new Response(prelude).text(), title: pageTitle(route.title) };
}
