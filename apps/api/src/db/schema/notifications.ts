import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { users } from './users';

/** What get_notifications lists: one row per recipient (DESIGN.md §4b). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'users' for an event (spec 02 §2); ours otherwise. */
    type: text('type').notNull(),
    /** The event a 'users' notification is about; not a foreign key: the event may be deleted. */
    eventId: uuid('event_id'),
    /** The alert an 'alert' notification is about (spec 03 §2). */
    alertId: uuid('alert_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    image: text('image').notNull().default(''),
    /** The screen a tap opens, a path of the web app. */
    url: text('url').notNull().default(''),
    /** A notification with a key happens once per person, however often it is asked for. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('notifications_dedupe_idx').on(table.userId, table.dedupeKey),
  ],
);

/**
 * The deliveries of a notification still to make (Web Push to each device, mail): a durable
 * queue that the server processes drain together, each row claimed by one of them at a time.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['push', 'mail'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A process works on the row until then; after it, the row is free again (it died). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after the last attempt failed; kept for the log. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('notification_deliveries_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);
