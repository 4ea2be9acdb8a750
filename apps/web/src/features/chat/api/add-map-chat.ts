import type { addMapChatCall } from '@faith-shield/contract/chat/add-map-chat';
import type { Owner } from '@faith-shield/contract/chat/get-owners';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * spec 02 §7: POST add_map_chat with `user`, the owners list as JSON with isSelected. The map
 * link is written by the server from the organisation's address; or, ours, from where the
 * phone is now (`lat`, `long`).
 */
export const addMapChat = (owners: readonly Owner[], selected: ReadonlySet<string>, phoneAt?: PhoneAt) =>
  callApi<typeof addMapChatCall>('add_map_chat', {
    user: owners.map((owner) => ({ ...owner, isSelected: selected.has(owner.id) })),
    ...(phoneAt && { lat: String(phoneAt.lat), long: String(phoneAt.long) }),
  });

/** Where the phone is now, from the browser's geolocation. */
export type PhoneAt = { lat: number; long: number };

type Shared = { owners: readonly Owner[]; selected: ReadonlySet<string>; phoneAt?: PhoneAt };

export const useAddMapChat = () =>
  useMutation({
    mutationFn: ({ owners, selected, phoneAt }: Shared) => addMapChat(owners, selected, phoneAt),
  });
