import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Password-reset codes (DESIGN.md §4): 6 digits, kept only as an argon2id hash, valid
 * 10 minutes, 5 wrong tries, good for the e-mail it was sent to. One live code per user.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the code was sent to, in lower case. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far; the code is dead at RESET_CODE_MAX_TRIES. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code set a new password: a code works once. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('password_resets_email_idx').on(table.email),
    index('password_resets_user_idx').on(table.userId),
  ],
);
