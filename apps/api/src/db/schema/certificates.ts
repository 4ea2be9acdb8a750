import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { users } from './users';

/** An owner's or a sub user's certificate (spec 02 §3), with its expiry reminders' record. */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The holder. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    licenceNumber: text('licence_number').notNull(),
    /** 'Other' only. */
    certificateTitle: text('certificate_title').notNull().default(''),
    issueDate: date('issue_date', { mode: 'string' }),
    expirationDate: date('expiration_date', { mode: 'string' }),
    description: text('description').notNull(),
    image: text('image').notNull(),
    /**
     * The last expiry reminder made, as '<expiration date>:<days>' (e.g. '2027-01-15:7'): the
     * job skips what it already sent, and a new expiration date starts the reminders afresh.
     */
    remindedFor: text('reminded_for'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('certificates_user_idx').on(table.userId),
    index('certificates_organisation_idx').on(table.organisationId),
    index('certificates_expiration_idx').on(table.expirationDate),
  ],
);
