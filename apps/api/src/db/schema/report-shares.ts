import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { users } from './users';

/**
 * A shared report link (DESIGN.md §4): the sharer's reports, as they see them, read by anyone
 * holding the link. The link's token is derived from the id with a keyed MAC and never stored
 * (docs/decisions/021); deleting the row stops the link.
 */
export const reportShares = pgTable(
  'report_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('report_shares_user_idx').on(table.userId),
    index('report_shares_organisation_idx').on(table.organisationId),
  ],
);
