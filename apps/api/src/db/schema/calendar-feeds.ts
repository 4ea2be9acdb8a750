import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { users } from './users';

/**
 * A member's personal calendar feed (issue 39, docs/decisions/065-calendar-feed.md):
 * one live link each. Its token is a MAC of `nonce` under the server's key, worked out again to
 * show the link; the database keeps only the nonce and a SHA-256 of the token, which finds the
 * row. Making a new link replaces both, so the old token finds nothing.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  /** 128 random bits, base64url. */
  nonce: text('nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
