import type { Notification } from '@faith-shield/contract/notifications/get-notifications';

/** spec 02 §2: an event notification is type 'users' and carries its event_id. */
const EVENT_TYPE = 'users';

/** Only a path of this app is followed: a notification never sends anyone elsewhere. */
const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Where tapping a notification goes: an event notification opens its event (/view-events/{id}
 * for the owner, spec 02 §2; /subuser-view-events/{id} for a sub user); any other opens its
 * `url`; one with neither goes nowhere.
 */
export function notificationTarget(notification: Notification, area: 'owner' | 'subuser'): string | null {
  if (notification.type === EVENT_TYPE && notification.event_id)
    return area === 'owner'
      ? `/view-events/${notification.event_id}`
      : `/subuser-view-events/${notification.event_id}`;
  return isAppPath(notification.url) ? notification.url : null;
}
