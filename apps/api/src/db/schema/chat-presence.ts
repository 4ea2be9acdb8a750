import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Open live chat connections, one row each, on whichever server holds them: a message to
 * someone with none gets a Web Push instead. A server refreshes its rows' seen_at while it
 * runs; rows of a server that stopped without saying so go stale and stop counting.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    connectionId: uuid('connection_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverId: uuid('server_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_presence_user_idx').on(table.userId, table.seenAt),
    index('chat_presence_server_idx').on(table.serverId),
  ],
);
