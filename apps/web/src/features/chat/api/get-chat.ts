import { CHAT_LIMITS } from '@faith-shield/contract/chat/chat-messages';
import type { Chat, getChatCall } from '@faith-shield/contract/chat/get-chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { mergeChat } from '../merge-chat';
import { getChatListQueryOptions } from './get-chat-list';

/** spec 02 §7: POST get_chat with the other person's id; `before` asks for an older page. */
export const getChat = async (id: string, before?: string, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getChatCall>('get_chat', { id, ...(before ? { before } : {}) }, { signal }));

/**
 * One conversation as the screen holds it: every message loaded so far. Each fetch asks for
 * the latest page and adds it to what is held, so older pages loaded by scrolling stay.
 */
export const getChatQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['get_chat', id],
    queryFn: async ({ client, queryKey }): Promise<Chat> => {
      // Not cancelled when the reader leaves at once: reading the latest page clears the
      // conversation's unread count on the server, and the list they went back to must hear it.
      const latest = await getChat(id);
      void client.invalidateQueries({ queryKey: getChatListQueryOptions().queryKey });
      return mergeChat(client.getQueryData<Chat>(queryKey), latest, 'latest');
    },
  });

/** spec 02 §4 and §9: refreshed every 2 s while no live connection brings messages. */
export const useChat = (id: string, { isLive }: { isLive: boolean }) =>
  useQuery({
    ...getChatQueryOptions(id),
    enabled: id !== '',
    refetchOnMount: 'always',
    // after a failure (a refusal, or the network) it asks again, but less often
    refetchInterval: (query) =>
      isLive ? false : query.state.status === 'error' ? CHAT_LIMITS.retryAfterErrorMs : CHAT_LIMITS.refreshMs,
  });
