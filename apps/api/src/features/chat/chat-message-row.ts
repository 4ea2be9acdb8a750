import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import type { chatMessages } from '../../db/schema/index';

type Row = Pick<typeof chatMessages.$inferSelect, 'id' | 'fromUserId' | 'toUserId' | 'message' | 'createdAt'>;

/** A stored message as the calls and the live connection answer it (spec 02 §3). */
export const chatMessageOf = (row: Row): ChatMessage => ({
  id: String(row.id),
  from_user_id: row.fromUserId,
  to_user_id: row.toUserId,
  message: row.message,
  created_at: row.createdAt.toISOString(),
});
