import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { alerts } from './alerts';
import { organisations } from './organisations';
import { users } from './users';

/**
 * Every client_id an answer_alert came with (spec 03 §3, DESIGN.md §4c: unique per organisation
 * and kind of write). The answer row keeps only the last one; this keeps them all, so a queued
 * answer sent again after a later one writes nothing instead of putting the earlier one back.
 */
export const alertAnswerWrites = pgTable(
  'alert_answer_writes',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.clientId] })],
);
