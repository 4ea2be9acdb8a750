import { z } from 'zod';
import { CHAT_LIMITS, CHAT_MESSAGES } from './chat-messages';

/** spec 02 §3: a chat message as chat_array and the live connection carry it. */
export const ChatMessageSchema = z.object({
  id: z.string(),
  from_user_id: z.string(),
  to_user_id: z.string(),
  /** Sanitised HTML: text, line breaks and links that open in a new tab. */
  message: z.string(),
  /** When it was stored, ISO 8601 in UTC. */
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * A message as sent: HTML, never blank. The server sanitises it and counts what it shows
 * against the limit; this bound only keeps a request small (links and escapes make HTML longer
 * than its text).
 */
export const chatMessageField = () =>
  z
    .string({ error: CHAT_MESSAGES.emptyMessage })
    .trim()
    .min(1, CHAT_MESSAGES.emptyMessage)
    .max(CHAT_LIMITS.messageMaxCharacters * 16, CHAT_MESSAGES.messageTooLong);

/** The other person of a conversation: a user id (an owner, a member, or a sub user's main_id). */
export const chatPersonField = () =>
  z.string({ error: CHAT_MESSAGES.person }).trim().min(1, CHAT_MESSAGES.person).max(64, CHAT_MESSAGES.person);
