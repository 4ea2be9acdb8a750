import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { firstQueryOf } from '../lib/first-query';
import { loadKnown } from '../lib/known-lazy';
import { getSession, SETUP_ONLY_PATH } from '../lib/session';
import { resolveGuard } from './guards';
import type { AppRoute } from './route';
import { areaOf, findRoute } from './routes';
import { loadOwnerShell, loadSubUserShell } from './signed-in-shells';

/** How long the first render waits for the screen's data before it draws placeholders. */
const FIRST_DATA_WAIT_MS = 2_000;

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
export async function preloadRoute(pathname: string, queryClient: QueryClient): Promise<void> {
  const session = getSession();
  // spec 03 §5: a session held to setting up a second factor is drawn that screen (router.tsx)
  const route = await findRoute(session.token && session.setupOnly ? SETUP_ONLY_PATH : pathname);
  if (!route) return;
  if (route.guard && !resolveGuard(route.guard, session).allow) return;
  const area = areaOf(route.guard);
  const { load } = route;
  await Promise.all([
    area === 'public' ? undefined : ignoreFailure(loadKnown(SHELLS[area])),
    load ? ignoreFailure(loadKnown(load).then(() => fetchFirstCalls(route, queryClient))) : undefined,
  ]);
}

/**
 * The screen's first data (route.ts: firstCalls), each answer put by the screen's own query
 * (its code has loaded) in the cache the app's first render reads. A failed call is left to the
 * screen, which asks again and shows its error; a slow one is waited for at most
 * FIRST_DATA_WAIT_MS, then the screen draws without it.
 */
async function fetchFirstCalls(route: AppRoute, queryClient: QueryClient) {
  // Offline, a query waits for the network: the screen draws what the phone kept at once.
  if (!onlineManager.isOnline()) return;
  const queries = (route.firstCalls?.(getSession()) ?? []).map(firstQueryOf);
  if (queries.length === 0) return;
  const fetched = Promise.all(queries.map((fetchInto) => fetchInto?.(queryClient)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => {
    timer = setTimeout(resolve, FIRST_DATA_WAIT_MS);
  });
  await Promise.race([fetched, waited]);
  clearTimeout(timer);
}
