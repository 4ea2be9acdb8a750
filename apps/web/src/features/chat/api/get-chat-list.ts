import { CHAT_LIMITS } from '@faith-shield/contract/chat/chat-messages';
import type { getChatListCall } from '@faith-shield/contract/chat/get-chat-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { fetchesFirstCall, firstQuery } from '../../../lib/first-query';
import { JUST_FETCHED_MS } from '../../../lib/query-client';

/** Ours: POST get_chat_list; each conversation's last message and unread count. */
export const getChatList = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getChatListCall>('get_chat_list', {}, { signal }));

export const getChatListQueryOptions = () =>
  queryOptions({ queryKey: ['get_chat_list'], queryFn: ({ signal }) => getChatList(signal) });

/** A route that lists get_chat_list among its first calls has it fetched with these options (lib/first-query.ts). */
fetchesFirstCall('get_chat_list', () => firstQuery(getChatListQueryOptions()));

/** Asked afresh on every visit; refreshed every 2 s while no live connection is open. */
export const useChatList = ({ isLive }: { isLive: boolean }) =>
  useQuery({
    ...getChatListQueryOptions(),
    staleTime: JUST_FETCHED_MS,
    // after a failure (a refusal, or the network) it asks again, but less often
    refetchInterval: (query) =>
      isLive ? false : query.state.status === 'error' ? CHAT_LIMITS.retryAfterErrorMs : CHAT_LIMITS.refreshMs,
  });
