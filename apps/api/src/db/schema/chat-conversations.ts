import { bigint, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each person's side of a conversation: the chat list's last message and unread count, kept
 * as messages are sent and opened (one row per user and the other person).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull(),
    /** Messages from the other person since this user last opened the conversation. */
    unreadCount: integer('unread_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.partnerId] }),
    index('chat_conversations_latest_idx').on(table.userId, table.lastMessageId),
  ],
);
