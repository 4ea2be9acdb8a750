import { z } from 'zod';
import { defineCall } from '../shared/call';

export const PUSH_PUBLIC_KEY_MESSAGES = { found: 'Push public key' } as const;

/**
 * Ours (DESIGN.md §4b): the server's VAPID public key, which a device subscribes to Web Push
 * with before login sends that subscription as `push_token`. Public: it is sent before sign-in.
 */
export const pushPublicKeyCall = defineCall({
  name: 'push_public_key',
  method: 'GET',
  access: 'public',
  request: z.object({}),
  response: z.object({
    /** URL-safe base64, no padding: PushManager.subscribe's applicationServerKey. */
    public_key: z.string(),
  }),
});
