import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts counted against an account (http/rate-limits.ts): kept in the database, so no
 * flood of other keys can push them out of memory, and every server process counts together.
 * The key is a hash (an e-mail typed at the login form is not kept); a row whose window has
 * ended counts from 1 again and is deleted by the clean-up job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    keyHash: text('key_hash').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_resets_idx').on(table.resetsAt)],
);
