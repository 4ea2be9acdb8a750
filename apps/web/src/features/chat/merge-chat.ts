import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { CHAT_LIMITS } from '@faith-shield/contract/chat/chat-messages';
import type { Chat } from '@faith-shield/contract/chat/get-chat';

const byId = (a: ChatMessage, b: ChatMessage) => Number(a.id) - Number(b.id);

/** Messages of both, each once, in the order they were sent. */
export const unionOf = (held: readonly ChatMessage[], more: readonly ChatMessage[]) => {
  const all = new Map<string, ChatMessage>();
  for (const message of [...held, ...more]) all.set(message.id, message);
  return [...all.values()].sort(byId);
};

/**
 * A page from get_chat added to what the screen holds. The latest page keeps the older ones
 * already loaded, unless it does not reach them (more than a page arrived meanwhile): then
 * what was held is let go rather than shown with a hole. An older page says whether there
 * are more before it.
 */
export function mergeChat(held: Chat | undefined, page: Chat, kind: 'latest' | 'older'): Chat {
  if (!held) return page;
  if (kind === 'older')
    return { ...held, chat_array: unionOf(page.chat_array, held.chat_array), has_more: page.has_more };
  const newestHeld = held.chat_array.at(-1);
  const oldestNew = page.chat_array[0];
  const leavesHole =
    page.has_more &&
    page.chat_array.length >= CHAT_LIMITS.pageSize &&
    newestHeld !== undefined &&
    oldestNew !== undefined &&
    Number(oldestNew.id) > Number(newestHeld.id);
  if (leavesHole) return page;
  return { ...page, chat_array: unionOf(held.chat_array, page.chat_array), has_more: held.has_more };
}

/** A message that arrived live, added to a held conversation. */
export const withMessage = (held: Chat, message: ChatMessage): Chat => ({
  ...held,
  chat_array: unionOf(held.chat_array, [message]),
});
