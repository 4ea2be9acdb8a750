import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import type { Chat } from '@faith-shield/contract/chat/get-chat';
import { describe, expect, it } from 'vitest';
import { mergeChat, withMessage } from './merge-chat';

const message = (id: number): ChatMessage => ({
  id: String(id),
  from_user_id: 'a',
  to_user_id: 'b',
  message: `Message ${id}`,
  created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, id)).toISOString(),
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
const chat = (messages: ChatMessage[], has_more: boolean): Chat => ({
  user_name: 'Ruth Okafor',
  profile: '',
  chat_array: messages,
  has_more,
});
const ids = (held: Chat) => held.chat_array.map((each) => Number(each.id));

describe('mergeChat', () => {
  it('keeps older pages when the latest page is refreshed', () => {
    const held = mergeChat(chat(range(51, 100), true), chat(range(1, 50), false), 'older');
    expect(ids(held)).toEqual(range(1, 100).map((each) => Number(each.id)));
    expect(held.has_more).toBe(false);
    const refreshed = mergeChat(held, chat(range(53, 102), true), 'latest');
    expect(ids(refreshed)).toEqual(range(1, 102).map((each) => Number(each.id)));
    expect(refreshed.has_more).toBe(false);
  });

  it('lets go of what it held rather than show a hole after more than a page arrived', () => {
    const held = chat(range(1, 50), false);
    const refreshed = mergeChat(held, chat(range(80, 129), true), 'latest');
    expect(ids(refreshed)).toEqual(range(80, 129).map((each) => Number(each.id)));
    expect(refreshed.has_more).toBe(true);
  });

  it('adds a live message once, in order', () => {
    const held = chat([message(1), message(3)], false);
    const once = withMessage(withMessage(held, message(2)), message(2));
    expect(ids(once)).toEqual([1, 2, 3]);
  });
});
