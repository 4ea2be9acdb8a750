import type { addMapChatCall } from '@faith-shield/contract/chat/add-map-chat';
import type { Owner } from '@faith-shield/contract/chat/get-owners';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * spec 02 §7: POST add_map_chat with `user`, the owners list as JSON with isSelected. The map
 * link is written by the server from the organisation's coordinates.
 */
export const addMapChat = (owners: readonly Owner[], selected: ReadonlySet<string>) =>
  callApi<typeof addMapChatCall>('add_map_chat', {
    user: owners.map((owner) => ({ ...owner, isSelected: selected.has(owner.id) })),
  });

export const useAddMapChat = () =>
  useMutation({
    mutationFn: ({ owners, selected }: { owners: readonly Owner[]; selected: ReadonlySet<string> }) =>
      addMapChat(owners, selected),
  });
