import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../app/app';
import { type Area, areaOf, BOTH_AREAS, knownRoutes, loadSignedInRoutes } from '../app/routes';
import { pageTitle } from '../components/ui/use-page-title';
import { SignedInFrame } from './signed-in-frame';

type RenderedPage = { markup: string; title: string };
type RenderedFrame = RenderedPage & { area: Exclude<Area, 'public'> };

const markupOf = async (page: ReactNode) => {
  const { prelude } = await prerender(page);
  return new Response(prelude).text();
};

/** Every route: the build renders signed-in frames as well as public pages. */
await loadSignedInRoutes();

const routeAt = (path: string) => {
  const route = knownRoutes().find((candidate) => candidate.path === path);
  if (!route) throw new Error(`prerender: no route ${path}`);
  return route;
};

/** Wouter's router, answering `path` wherever the page asks where it is. */
const routerAt =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <Router ssrPath={path}>{children}</Router>;

/**
 * The markup of `path` as a signed-out visitor's first render draws it, screens' lazy code
 * included: written into the page at build time (../../prerender.ts) so the browser paints
 * before any script has run, then hydrated by main.tsx.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const markup = await markupOf(
    <StrictMode>
      <App router={routerAt(path)} />
    </StrictMode>,
  );
  // The screen sets the same title once it runs (usePageTitle); the page has it from the start.
  return { markup, title: pageTitle(routeAt(path).title) };
}

/**
 * The signed-in pages whose address is one fixed segment (the server finds a page written
 * for such a path by its name): every other signed-in page arrives with index.html's splash.
 */
export const SIGNED_IN_FRAME_PATHS: readonly string[] = knownRoutes()
  .filter(
    (route) =>
      areaOf(route.guard) !== 'public' && /^\/[a-z0-9-]+$/.test(route.path) && !BOTH_AREAS.has(route.path),
  )
  .map((route) => route.path);

/**
 * The chrome and heading of a signed-in page (signed-in-frame.tsx), shown from the first paint
 * until the app draws the page over it (main.tsx).
 */
export async function renderSignedInFrame(path: string): Promise<RenderedFrame> {
  const route = routeAt(path);
  const area = areaOf(route.guard);
  if (area === 'public') throw new Error(`prerender: ${path} is not a signed-in page`);
  const AtPath = routerAt(path);
  const markup = await markupOf(
    <AtPath>
      <SignedInFrame title={route.title} area={area} />
    </AtPath>,
  );
  return { markup, title: pageTitle(route.title), area };
}
