import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Signed-in sessions. Only a SHA-256 of the token is kept (DESIGN.md §3). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    pushToken: text('push_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When the session was last used, to the hour (infra/auth/session-lifetime.ts): an idle
     * session ends. Writing it alone tells the change feed nothing (drizzle/0004).
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** For the person's list of sessions: 'Chrome on Android', and the address's network only. */
    device: text('device').notNull().default(''),
    network: text('network').notNull().default(''),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
