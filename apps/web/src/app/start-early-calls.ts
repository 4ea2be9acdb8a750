import type { getProfileCall } from '@faith-shield/contract/accounts/get-profile';
import type { eventsCall } from '@faith-shield/contract/events/events';
import type { homePageCall } from '@faith-shield/contract/home/home-page';
import { startEarly } from '../lib/early-calls';
import { isSignedIn } from '../lib/session';

const HOME_PATHS = ['/', '/home'];

/**
 * The calls the first screen makes, started by main.tsx as the page loads, so their answers
 * travel beside the app's code instead of after it. Every signed-in page's shell checks the
 * profile (spec 01 §4), whatever the screen; the home page draws home_page's content; the
 * events list its first page. Other screens' first call starts as they render.
 */
export function startEarlyCalls(pathname: string): void {
  if (isSignedIn()) {
    startEarly<typeof getProfileCall>('get_profile');
    // the events list's first page (the guard may still send a lower plan away: then unused)
    if (pathname === '/events') startEarly<typeof eventsCall>('events', { page: 1 });
  } else if (HOME_PATHS.includes(pathname)) startEarly<typeof homePageCall>('home_page');
}
