import { GET_PROFILE_CALL } from '../features/accounts/api/get-profile-call';
import { HOME_PAGE_CALL } from '../features/home/api/home-page-call';
import { startEarly } from '../lib/early-calls';
import { isSignedIn } from '../lib/session';

const HOME_PATHS = ['/', '/home'];

/**
 * The calls the first screen makes, started by main.tsx as the page loads. A signed-in page's
 * shell checks the profile (spec 01 §4); the home page draws home_page's content.
 */
export function startEarlyCalls(pathname: string): void {
  if (isSignedIn()) startEarly(GET_PROFILE_CALL);
  else if (HOME_PATHS.includes(pathname)) startEarly(HOME_PAGE_CALL);
}
