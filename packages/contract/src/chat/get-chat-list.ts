import { z } from 'zod';
import { defineCall } from '../shared/call';
import { CHAT_MESSAGES } from './chat-messages';

/** One conversation of the caller as the chat list shows it. */
export const ConversationSchema = z.object({
  /** The other person. */
  id: z.string(),
  /** The latest message's sanitised HTML. */
  last_message: z.string(),
  /** When it was sent, ISO 8601 in UTC. */
  last_message_at: z.string(),
  /** Whether the caller sent it. */
  last_from_me: z.boolean(),
  /** Messages from the other person not yet opened. */
  unread_count: z.number().int(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/**
 * Ours (the spec's list shows people only): the caller's conversations, latest first, with
 * what the chat list shows beside each person: the last message and the unread count.
 */
export const getChatListCall = defineCall({
  name: 'get_chat_list',
  method: 'POST',
  access: 'user',
  tier: 'chat',
  planMessage: CHAT_MESSAGES.planNeeded,
  request: z.object({}),
  response: z.array(ConversationSchema),
});
