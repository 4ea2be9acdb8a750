import type { pushPublicKeyCall } from '@faith-shield/contract/notifications/push-public-key';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** GET push_public_key (ours, DESIGN.md §4b): the server's VAPID key a device subscribes with. */
export const getPushPublicKey = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof pushPublicKeyCall>('push_public_key', {}, { signal })).public_key;
