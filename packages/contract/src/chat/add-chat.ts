import { z } from 'zod';
import { defineCall } from '../shared/call';
import { ChatMessageSchema, chatMessageField, chatPersonField } from './chat-message';
import { CHAT_MESSAGES } from './chat-messages';

export const AddChatRequestSchema = z.object({
  to_user_id: chatPersonField(),
  message: chatMessageField(),
  /** spec 02 §7: 'sub_user' when the owner writes to a member; the server knows from the id. */
  type: z.string().max(20).optional(),
});
export type AddChatRequest = z.infer<typeof AddChatRequestSchema>;

/**
 * spec 02 §7: POST add_chat. Stores the message and delivers it at once to the other person's
 * open chats (and the sender's other tabs); answers it as stored.
 */
export const addChatCall = defineCall({
  name: 'add_chat',
  method: 'POST',
  access: 'user',
  tier: 'chat',
  planMessage: CHAT_MESSAGES.planNeeded,
  request: AddChatRequestSchema,
  response: ChatMessageSchema,
});
