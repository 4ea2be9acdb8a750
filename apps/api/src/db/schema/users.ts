import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

/** Owners (type 1) and sub users (type 2) of an organisation (spec 01 §1). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile').notNull().default(''),
    image: text('image').notNull().default(''),
    address: text('address').notNull().default(''),
    personalLat: text('personal_lat').notNull().default(''),
    personalLong: text('personal_long').notNull().default(''),
    personalArea: text('personal_area').notNull().default(''),
    personalState: text('personal_state').notNull().default(''),
    personalCity: text('personal_city').notNull().default(''),
    personalZipCode: text('personal_zip_code').notNull().default(''),
    /** spec 03 §1: a sub user the owner marked as a team leader. */
    isLeader: boolean('is_leader').notNull().default(false),
    /** spec 03 §5: when the second factor was turned on; null while it is off (schema/security.ts). */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the person last opened their notifications: the later ones count as unread. */
    notificationsReadAt: timestamp('notifications_read_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A removed sub user (DESIGN.md §4b): the row stays so what they recorded keeps their name,
     * but they cannot sign in, leave every list, and their e-mail is free again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // e-mails compare case-insensitively; a deleted member's e-mail may be used again
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`).where(sql`${table.deletedAt} is null`),
    index('users_organisation_idx').on(table.organisationId),
  ],
);
