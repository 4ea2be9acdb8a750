import type { GuardKind } from './guards';
import { PUBLIC_ROUTES } from './public-routes';
import type { AppRoute } from './route';
import { SIGNED_IN_ROUTES } from './signed-in-routes';

/** Every route of the app, with its guard: the one list the router is built from. */
export const ROUTES: readonly AppRoute[] = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];

/** Which chrome a route is drawn in follows from its guard. */
export type Area = 'public' | 'owner' | 'subUser';
export const areaOf = (guard: GuardKind | null): Area => {
  if (guard === null || guard === 'publicOnly') return 'public';
  return guard === 'subUser' ? 'subUser' : 'owner';
};
