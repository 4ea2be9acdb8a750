import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The Privacy Policy and Terms of Service linked from the footer (spec 01 §2), keyed by the
 * slug the client asks for ('privacy', 'terms'); text, so a new page needs no migration.
 */
export const legalPages = pgTable('legal_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  /** Served through the HTML sanitiser (infra/html), never as stored. */
  bodyHtml: text('body_html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
