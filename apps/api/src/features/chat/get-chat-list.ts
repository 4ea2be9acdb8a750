import type { Conversation } from '@faith-shield/contract/chat/get-chat-list';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chatConversations, chatMessages, users } from '../../db/schema/index';

/** get_chat_list: the caller's conversations with people still here, latest first. */
export async function getChatList(db: Database, userId: string): Promise<Conversation[]> {
  const rows = await db
    .select({
      id: chatConversations.partnerId,
      unreadCount: chatConversations.unreadCount,
      message: chatMessages.message,
      createdAt: chatMessages.createdAt,
      fromUserId: chatMessages.fromUserId,
    })
    .from(chatConversations)
    .innerJoin(chatMessages, eq(chatMessages.id, chatConversations.lastMessageId))
    .innerJoin(users, and(eq(users.id, chatConversations.partnerId), isNull(users.deletedAt)))
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.lastMessageId));
  return rows.map((row) => ({
    id: row.id,
    last_message: row.message,
    last_message_at: row.createdAt.toISOString(),
    last_from_me: row.fromUserId === userId,
    unread_count: row.unreadCount,
  }));
}
