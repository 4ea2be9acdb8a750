import { getSession } from '../lib/session';
import { resolveGuard } from './guards';
import { loadKnown } from './known-lazy';
import { areaOf, routeAt } from './routes';
import { loadOwnerShell, loadSubUserShell } from './signed-in-shells';

const SHELLS = { owner: loadOwnerShell, subUser: loadSubUserShell } as const;

const ignoreFailure = (loading: Promise<unknown> | undefined) => loading?.catch(() => undefined);

/**
 * Starts fetching the code of the page at `pathname`, its shell and its screen at once, as
 * the app starts. Left to React, a screen's chunk is asked for only once its shell has arrived
 * and rendered: one more round trip before a signed-in page is drawn. Only what the guards
 * would let this session open is fetched; a failure is left to the render to show.
 * Resolves once both have arrived (or failed): start-app.tsx then draws the page in one render,
 * with no loader committed in between (known-lazy.ts).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = routeAt(pathname);
  if (!route) return;
  const session = getSession();
  if (route.guard && !resolveGuard(route.guard, session).allow) return;
  const area = areaOf(route.guard);
  await Promise.all([
    area === 'public' ? undefined : ignoreFailure(loadKnown(SHELLS[area])),
    route.load ? ignoreFailure(loadKnown(route.load)) : undefined,
  ]);
}
