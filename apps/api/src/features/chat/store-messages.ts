import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chatConversations, chatMessages } from '../../db/schema/index';
import type { Executor } from '../notifications/notify';
import { chatMessageOf } from './chat-message-row';
import type { ChatPartner } from './chat-partner';
import { conversationKey } from './conversation-key';

export type StoredMessages = {
  messages: ChatMessage[];
  /** The readers for whom this is the first unread message since they last opened the chat. */
  firstUnreadFor: string[];
};

/**
 * Stores one message from `fromUserId` to each of `recipients`, and both sides of each
 * conversation: the sender's (read: they are writing in it) and the reader's (one more
 * unread). Runs inside the caller's transaction, so what follows from it (a push) commits
 * with it.
 */
export async function storeMessages(
  tx: Executor,
  fromUserId: string,
  recipients: readonly ChatPartner[],
  html: string,
): Promise<StoredMessages> {
  const rows = await tx
    .insert(chatMessages)
    .values(
      recipients.map((recipient) => ({
        conversationKey: conversationKey(fromUserId, recipient.id),
        fromUserId,
        toUserId: recipient.id,
        message: html,
      })),
    )
    .returning();
  // Both sides in one order everywhere: two people writing to each other at once never wait
  // on each other's rows in opposite orders (a deadlock).
  const sides = rows
    .flatMap((row) => [
      { userId: row.fromUserId, partnerId: row.toUserId, lastMessageId: row.id, unreadCount: 0 },
      { userId: row.toUserId, partnerId: row.fromUserId, lastMessageId: row.id, unreadCount: 1 },
    ])
    .sort((a, b) => `${a.userId}:${a.partnerId}`.localeCompare(`${b.userId}:${b.partnerId}`));
  const counted = await tx
    .insert(chatConversations)
    .values(sides)
    .onConflictDoUpdate({
      target: [chatConversations.userId, chatConversations.partnerId],
      set: {
        lastMessageId: sql`greatest(${chatConversations.lastMessageId}, excluded.last_message_id)`,
        unreadCount: sql`case when excluded.unread_count = 0 then 0
          else ${chatConversations.unreadCount} + excluded.unread_count end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      userId: chatConversations.userId,
      partnerId: chatConversations.partnerId,
      unreadCount: chatConversations.unreadCount,
    });
  const firstUnreadFor = counted
    .filter((side) => side.partnerId === fromUserId && side.unreadCount === 1)
    .map((side) => side.userId);
  return { messages: rows.map(chatMessageOf), firstUnreadFor };
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
