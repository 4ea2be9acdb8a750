import { textToChatHtml } from '@faith-shield/contract/chat/chat-text';
import type { Chat } from '@faith-shield/contract/chat/get-chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { addChat } from './api/add-chat';
import { getChatQueryOptions } from './api/get-chat';
import { getChatListQueryOptions } from './api/get-chat-list';
import { withMessage } from './merge-chat';
import type { PendingMessage } from './pending-messages';

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `pending-${counter}`;
};

/**
 * Sending in a conversation: the message shows at once as being sent, joins the conversation
 * when the server confirms it, and stays marked with a way to try again when it fails.
 */
export function useSendChat(partnerId: string, type?: 'sub_user') {
  const client = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const key = getChatQueryOptions(partnerId).queryKey;

  const deliver = useCallback(
    async (item: PendingMessage) => {
      const answer = await addChat({ to_user_id: partnerId, message: item.html, ...(type ? { type } : {}) });
      const stored = answer.status === 1 ? answer.data : undefined;
      if (stored) {
        client.setQueryData<Chat>(key, (held) => (held ? withMessage(held, stored) : held));
        setPending((all) => all.filter((each) => each.key !== item.key));
        void client.invalidateQueries(getChatListQueryOptions());
        return;
      }
      setPending((all) =>
        all.map((each) =>
          each.key === item.key ? { ...each, status: 'failed', error: answer.message } : each,
        ),
      );
    },
    [client, key, partnerId, type],
  );

  const send = (text: string) => {
    const held = client.getQueryData<Chat>(key);
    const item: PendingMessage = {
      key: nextKey(),
      html: textToChatHtml(text),
      afterId: Number(held?.chat_array.at(-1)?.id ?? 0),
      status: 'sending',
    };
    setPending((all) => [...all, item]);
    void deliver(item);
  };

  const retry = (itemKey: string) => {
    const item = pending.find((each) => each.key === itemKey);
    if (!item) return;
    const again: PendingMessage = { ...item, status: 'sending', error: undefined };
    setPending((all) => all.map((each) => (each.key === itemKey ? again : each)));
    void deliver(again);
  };

  const discard = (itemKey: string) => setPending((all) => all.filter((each) => each.key !== itemKey));

  return { pending, send, retry, discard };
}
