import type { getProfileCall } from '@faith-shield/contract/accounts/get-profile';
import type { getChatListCall } from '@faith-shield/contract/chat/get-chat-list';
import type { getOwnersCall } from '@faith-shield/contract/chat/get-owners';
import type { homeCall } from '@faith-shield/contract/dashboard/home';
import type { eventsCall } from '@faith-shield/contract/events/events';
import type { homePageCall } from '@faith-shield/contract/home/home-page';
import type { getInventoriesCall } from '@faith-shield/contract/inventory/get-inventories';
import type { resourcesCall } from '@faith-shield/contract/resources/resources';
import type { generalCall } from '@faith-shield/contract/risk/general';
import type { riskActionPlanCall } from '@faith-shield/contract/risk/risk-action-plan';
import { TIERS } from '@faith-shield/contract/shared/constants';
import type { getSubUserCall } from '@faith-shield/contract/sub-users/get-sub-user';
import { startEarly } from '../lib/early-calls';
import { getSession, isOwner, isSignedIn } from '../lib/session';

const HOME_PATHS = ['/', '/home'];

const opens = (tier: keyof typeof TIERS, subscriptionsId: number) =>
  (TIERS[tier] as readonly number[]).includes(subscriptionsId);

/**
 * The calls of an owner's screen's first screenful, by path: the calls its `firstQueries`
 * (route.ts) make, with the same payloads, so that the screen's own calls take these answers
 * (api-client.ts). A call left out here is still made, only later: after the app's code. Each
 * is made only where the plan opens it, as the server checks: a screen the guard sends away
 * asks nothing.
 */
const FIRST_CALLS: Record<string, (subscriptionsId: number) => void> = {
  '/dashboard': (subscriptionsId) => {
    startEarly<typeof homeCall>('home', {});
    if (opens('recommendations', subscriptionsId)) {
      startEarly<typeof generalCall>('general', {});
      startEarly<typeof riskActionPlanCall>('risk_action_plan', {});
    }
    if (opens('content', subscriptionsId)) startEarly<typeof resourcesCall>('resources', {});
  },
  '/events': (subscriptionsId) => {
    if (opens('advance', subscriptionsId)) startEarly<typeof eventsCall>('events', { page: 1 });
  },
  '/add-events': (subscriptionsId) => {
    if (opens('advance', subscriptionsId)) startEarly<typeof getSubUserCall>('get_sub_user', {});
  },
  '/manage-inventory': (subscriptionsId) => {
    if (opens('inventory', subscriptionsId))
      startEarly<typeof getInventoriesCall>('get_inventories', { page: 1 });
  },
  '/chat': (subscriptionsId) => {
    if (!opens('chat', subscriptionsId)) return;
    startEarly<typeof getChatListCall>('get_chat_list', {});
    startEarly<typeof getOwnersCall>('get_owners', {});
    if (opens('advance', subscriptionsId)) startEarly<typeof getSubUserCall>('get_sub_user', {});
  },
};

/**
 * The calls the first screen makes, started by main.tsx as the page loads, so their answers
 * travel beside the app's code instead of after it. Every signed-in page's shell checks the
 * profile (spec 01 §4), whatever the screen; the home page draws home_page's content; an
 * owner's screens of FIRST_CALLS their first data. A sub user on an owner's address gets none
 * of them: the guard sends them to their own area.
 */
export function startEarlyCalls(pathname: string): void {
  // With no network the screens draw what the phone kept (lib/offline) and ask once it returns.
  if (navigator.onLine === false) return;
  if (isSignedIn()) {
    startEarly<typeof getProfileCall>('get_profile');
    // spec 03 §5: held to setting up a second factor, the session asks for nothing else
    if (isOwner() && !getSession().setupOnly) FIRST_CALLS[pathname]?.(getSession().subscriptionsId);
  } else if (HOME_PATHS.includes(pathname)) startEarly<typeof homePageCall>('home_page');
}
