import type { getProfileCall } from '@faith-shield/contract/accounts/get-profile';
import type { homePageCall } from '@faith-shield/contract/home/home-page';
import type { CallDefinition } from '@faith-shield/contract/shared/call';
import { startEarly } from '../lib/early-calls';
import { getSession, isSignedIn } from '../lib/session';
import { resolveGuard } from './guards';
import { findRoute } from './routes';

const HOME_PATHS = ['/', '/home'];

/**
 * The calls the first screen makes, started by main.tsx as the page loads, so their answers
 * travel beside the app's code instead of after it: every signed-in page's shell checks the
 * profile (spec 01 §4), whatever the screen; the home page draws home_page's content; a screen
 * its first calls, as its route declares them (route.ts `firstCalls`), with the same names and
 * inputs its queries send, so they take these answers (api-client.ts). Only where the guard
 * lets this session in, and each where the plan opens it: a screen the guard sends away asks
 * nothing the server would refuse.
 */
export async function startEarlyCalls(pathname: string): Promise<void> {
  // With no network the screens draw what the phone kept (lib/offline) and ask once it returns.
  if (navigator.onLine === false) return;
  if (isSignedIn()) startEarly<typeof getProfileCall>('get_profile');
  else if (HOME_PATHS.includes(pathname)) startEarly<typeof homePageCall>('home_page');
  const route = await findRoute(pathname);
  const session = getSession();
  // spec 03 §5: held to setting up a second factor, the session asks for nothing else
  if (session.setupOnly) return;
  if (!route?.firstCalls || !route.guard || !resolveGuard(route.guard, session).allow) return;
  for (const call of route.firstCalls(session)) startEarly<CallDefinition>(call.name, call.input);
}
