import { parse } from 'regexparam';
import type { GuardKind } from './guards';
import { PUBLIC_ROUTES } from './public-routes';
import type { AppRoute } from './route';

// The patterns wouter's own matching uses: '/view-inventory/:id', a trailing slash allowed,
// letters in any case.
const patternsOf = (routes: readonly AppRoute[]) => routes.map((route) => parse(route.path).pattern);

/**
 * The routes the router knows: the public ones from the start, the signed-in ones once their
 * table has loaded (loadSignedInRoutes). A visitor's first page does not download that table
 * (decisions 013 and 061); a signed-in page preloads it beside the app's code (preload-app.ts).
 */
let known = { routes: PUBLIC_ROUTES, patterns: patternsOf(PUBLIC_ROUTES) };
let signedInTable: Promise<void> | undefined;

/** Loads the signed-in routes' table once; a failed load (offline, say) is tried again next time. */
export const loadSignedInRoutes = (): Promise<void> =>
  (signedInTable ??= import('./signed-in-routes').then(
    ({ SIGNED_IN_ROUTES }) => {
      const routes = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];
      known = { routes, patterns: patternsOf(routes) };
    },
    (error: unknown) => {
      signedInTable = undefined;
      throw error;
    },
  ));

export const hasSignedInRoutes = () => known.routes !== PUBLIC_ROUTES;

/** The routes loaded so far: every route once loadSignedInRoutes has resolved. */
export const knownRoutes = (): readonly AppRoute[] => known.routes;

/**
 * The route drawn at `pathname` among those loaded; none: a signed-in route whose table has not
 * loaded yet, or the not-found screen. No two routes match one path.
 */
export const routeAt = (pathname: string): AppRoute | undefined =>
  known.routes.find((_, index) => known.patterns[index]?.test(pathname));

/** The route at `pathname`, loading the signed-in table first when no public route matches. */
export async function findRoute(pathname: string): Promise<AppRoute | undefined> {
  const route = routeAt(pathname);
  if (route || hasSignedInRoutes()) return route;
  await loadSignedInRoutes().catch(() => undefined);
  return routeAt(pathname);
}

/** Which chrome a route is drawn in follows from its guard. */
export type Area = 'public' | 'owner' | 'subUser';
export const areaOf = (guard: GuardKind | null): Area => {
  if (guard === null || guard === 'publicOnly') return 'public';
  return guard === 'subUser' ? 'subUser' : 'owner';
};

/**
 * Screens both areas open at one address, each in its own chrome: a push or a notification
 * opens an alert at /alerts/<id>, an incident at /incidents/<id>, for the owner and sub users alike.
 */
export const BOTH_AREAS: ReadonlySet<string> = new Set([
  '/alerts',
  '/alerts/:id',
  '/send-alert',
  '/security',
  '/incidents',
  '/incidents/:id',
  '/report-incident',
  // spec 03 §4: the owner and leaders lay out posts; every member answers their duties
  '/posts',
  '/my-duties',
]);
