import { parse } from 'regexparam';
import type { GuardKind } from './guards';
import { PUBLIC_ROUTES } from './public-routes';
import type { AppRoute } from './route';
import { SIGNED_IN_ROUTES } from './signed-in-routes';

/** Every route of the app, with its guard: the one list the router is built from. */
export const ROUTES: readonly AppRoute[] = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];

// The patterns wouter's own matching uses: '/view-inventory/:id', a trailing slash allowed,
// letters in any case.
const PATTERNS = ROUTES.map((route) => parse(route.path).pattern);

/** The route drawn at `pathname`; none: the not-found screen. No two routes match one path. */
export const routeAt = (pathname: string): AppRoute | undefined =>
  ROUTES.find((_, index) => PATTERNS[index]?.test(pathname));

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
