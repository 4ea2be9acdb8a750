import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import type { Chat } from '@faith-shield/contract/chat/get-chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getChatQueryOptions } from '../api/get-chat';
import { getChatListQueryOptions } from '../api/get-chat-list';
import { withMessage } from '../merge-chat';
import { getLiveState, joinChatLive, markRead, subscribeLiveState } from './chat-live-store';

const isLiveNow = () => getLiveState() === 'live';

/**
 * Keeps the chat screens' data live: a message that arrives is added to its conversation (and
 * marked read when that conversation is on screen), the list is asked afresh, and after a
 * (re)connection everything is read again to catch up. Answers whether it is live; when it
 * is not, the screens refresh every 2 s (spec 02 §4).
 */
export function useChatLive({ openWith }: { openWith?: string } = {}) {
  const client = useQueryClient();
  const openRef = useRef(openWith);
  openRef.current = openWith;

  useEffect(() => {
    let listTimer: ReturnType<typeof setTimeout> | undefined;
    const refreshList = () => {
      clearTimeout(listTimer);
      listTimer = setTimeout(() => void client.invalidateQueries(getChatListQueryOptions()), 200);
    };
    const add = (message: ChatMessage) => {
      for (const id of [message.from_user_id, message.to_user_id])
        client.setQueryData<Chat>(getChatQueryOptions(id).queryKey, (held) =>
          held ? withMessage(held, message) : held,
        );
      if (openRef.current === message.from_user_id) markRead(message.from_user_id);
      refreshList();
    };
    const leave = joinChatLive({
      onMessage: add,
      onReady: () => {
        void client.invalidateQueries({ queryKey: ['get_chat'] });
        refreshList();
      },
    });
    return () => {
      clearTimeout(listTimer);
      leave();
    };
  }, [client]);

  // Only going live or leaving it redraws the screen: 'connecting' is not live either.
  const isLive = useSyncExternalStore(subscribeLiveState, isLiveNow);
  return { isLive };
}
