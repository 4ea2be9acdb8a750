import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

/**
 * The writes the app queued offline, by the client_id it made for each (DESIGN.md §4c): one row
 * per organisation, kind of write and client_id, holding the first answer so a repeat gets it.
 */
export const clientWrites = pgTable(
  'client_writes',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The call's name: add_event_attendance, answer_alert, add_incident… */
    kind: text('kind').notNull(),
    clientId: text('client_id').notNull(),
    /** The first call's data, answered again to a repeat; null until that call commits. */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.kind, table.clientId] })],
);
