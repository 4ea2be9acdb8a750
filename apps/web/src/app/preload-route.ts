import { getSession } from '../lib/session';
import { resolveGuard } from './guards';
import { areaOf, routeAt } from './routes';
import { loadOwnerShell, loadSubUserShell } from './signed-in-shells';

const SHELLS = { owner: loadOwnerShell, subUser: loadSubUserShell } as const;

const ignoreFailure = (loading: Promise<unknown> | undefined) => void loading?.catch(() => undefined);

/**
 * Starts fetching the code of the page at `pathname`, its shell and its screen at once, as
 * the app starts. Left to React, a screen's chunk is asked for only once its shell has arrived
 * and rendered: one more round trip before a signed-in page is drawn. Only what the guards
 * would let this session open is fetched; a failure is left to the render to show.
 */
export function preloadRoute(pathname: string): void {
  const route = routeAt(pathname);
  if (!route) return;
  const session = getSession();
  if (route.guard && !resolveGuard(route.guard, session).allow) return;
  const area = areaOf(route.guard);
  if (area !== 'public') ignoreFailure(SHELLS[area]());
  ignoreFailure(route.load?.());
}
