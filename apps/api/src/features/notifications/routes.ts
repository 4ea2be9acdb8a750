import {
  PUSH_PUBLIC_KEY_MESSAGES,
  pushPublicKeyCall,
} from '@faith-shield/contract/notifications/push-public-key';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';

/** Notifications: what a device needs to receive Web Push (DESIGN.md §4b). */
export async function notificationRoutes(app: FastifyInstance) {
  registerCall(app, pushPublicKeyCall, {
    readOnly: true,
    handler: async ({ deps }) => ({
      message: PUSH_PUBLIC_KEY_MESSAGES.found,
      data: { public_key: deps.push.publicKey },
    }),
  });
}
