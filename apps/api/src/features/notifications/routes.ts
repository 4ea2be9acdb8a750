import {
  GET_NOTIFICATIONS_MESSAGES,
  getNotificationsCall,
} from '@faith-shield/contract/notifications/get-notifications';
import {
  PUSH_PUBLIC_KEY_MESSAGES,
  pushPublicKeyCall,
} from '@faith-shield/contract/notifications/push-public-key';
import {
  getUnreadCountsCall,
  readNotificationsCall,
  UNREAD_MESSAGES,
} from '@faith-shield/contract/notifications/unread-counts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { listNotifications } from './get-notifications';
import { readNotifications, unreadCounts } from './unread-counts';

/** Notifications: what a person was told, and what a device needs to receive Web Push (DESIGN.md §4b). */
export async function notificationRoutes(app: FastifyInstance) {
  registerCall(app, pushPublicKeyCall, {
    readOnly: true,
    handler: async ({ deps }) => ({
      message: PUSH_PUBLIC_KEY_MESSAGES.found,
      data: { public_key: deps.push.publicKey },
    }),
  });

  registerCall(app, getNotificationsCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: GET_NOTIFICATIONS_MESSAGES.list,
      data: await listNotifications(deps, auth),
    }),
  });

  registerCall(app, getUnreadCountsCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: UNREAD_MESSAGES.counts,
      data: await unreadCounts(deps.db, auth.userId),
    }),
  });

  registerCall(app, readNotificationsCall, {
    handler: async ({ auth, deps }) => ({
      message: UNREAD_MESSAGES.read,
      data: await readNotifications(deps.db, auth.userId),
    }),
  });
}
