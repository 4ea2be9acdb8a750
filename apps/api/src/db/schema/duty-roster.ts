import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { organisations } from './organisations';
import { users } from './users';

/** spec 03 §4: a post a service needs (main door, car park…). Deleted posts keep their past duties. */
export const rosterPosts = pgTable(
  'roster_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'None' or a certificate type of spec 02 (not 'Other'). */
    requiredCertificate: text('required_certificate').notNull().default('None'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // spec 03 §4: a name is unique in the organisation, among the posts not deleted, whatever its case
    uniqueIndex('roster_posts_name_unique')
      .on(table.organisationId, sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** spec 03 §4: a member on a post at an event, their answer and their arrival. */
export const duties = pgTable(
  'duties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => rosterPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    response: text('response', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    declineReason: text('decline_reason').notNull().default(''),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    /** The phone's id of the check-in write (DESIGN.md §4c): a repeat answers the first. */
    checkInClientId: text('check_in_client_id'),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // spec 03 §4: one post per member per event, whatever two leaders do at once
    uniqueIndex('duties_one_post_per_event').on(table.eventId, table.userId),
    uniqueIndex('duties_check_in_client_unique').on(table.organisationId, table.checkInClientId),
    index('duties_user_idx').on(table.userId),
    index('duties_post_idx').on(table.postId),
  ],
);

/** spec 03 §4: days a member is away (start_date ≤ end_date, both inclusive). */
export const blockouts = pgTable(
  'blockouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blockouts_user_idx').on(table.userId, table.startDate),
    index('blockouts_organisation_idx').on(table.organisationId, table.startDate),
  ],
);
