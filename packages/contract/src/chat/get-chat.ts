import { z } from 'zod';
import { defineCall } from '../shared/call';
import { ChatMessageSchema, chatPersonField } from './chat-message';
import { CHAT_MESSAGES } from './chat-messages';

export const GetChatRequestSchema = z.object({
  /** The other person. */
  id: chatPersonField(),
  /** Ours: the id of the oldest message held, for the page before it (scrolling up). */
  before: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/, CHAT_MESSAGES.chat)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type GetChatRequest = z.infer<typeof GetChatRequestSchema>;

export const ChatSchema = z.object({
  user_name: z.string(),
  profile: z.string(),
  /** Oldest first: the latest page, or the page before `before`. */
  chat_array: z.array(ChatMessageSchema),
  /** Ours: older messages remain before the first of chat_array. */
  has_more: z.boolean(),
});
export type Chat = z.infer<typeof ChatSchema>;

/**
 * spec 02 §7: POST get_chat with the other person's id: their name and picture and the
 * conversation. Opening the latest page clears the conversation's unread count.
 */
export const getChatCall = defineCall({
  name: 'get_chat',
  method: 'POST',
  access: 'user',
  tier: 'chat',
  planMessage: CHAT_MESSAGES.planNeeded,
  request: GetChatRequestSchema,
  response: ChatSchema,
});
