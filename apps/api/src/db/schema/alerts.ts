import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { users } from './users';

/** spec 03 §2: an emergency alert of an organisation, active until closed with an all-clear. */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    locationNote: text('location_note').notNull().default(''),
    scope: text('scope', { enum: ['team', 'region'] }).notNull(),
    radiusMiles: integer('radius_miles'),
    status: text('status', { enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    sentBy: uuid('sent_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id),
    closingNote: text('closing_note').notNull().default(''),
    /** Set by the one process that claimed the two-minute re-notice (alerts/alert-renotice.ts). */
    renoticedAt: timestamp('renoticed_at', { withTimezone: true }),
  },
  (table) => [
    index('alerts_organisation_idx').on(table.organisationId, table.createdAt),
    index('alerts_renotice_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'active' and ${table.renoticedAt} is null`),
  ],
);

/** One member's answer to an alert (the last one counts); no row is pending. */
export const alertAnswers = pgTable(
  'alert_answers',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer', { enum: ['ok', 'help', 'away'] }).notNull(),
    note: text('note').notNull().default(''),
    lat: doublePrecision('lat'),
    long: doublePrecision('long'),
    clientId: text('client_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.userId] })],
);

/** The owners of other organisations a regional alert was told to, with the distance then. */
export const alertRegionRecipients = pgTable(
  'alert_region_recipients',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    distanceMiles: doublePrecision('distance_miles').notNull(),
  },
  (table) => [
    uniqueIndex('alert_region_recipients_unique').on(table.alertId, table.userId),
    index('alert_region_recipients_user_idx').on(table.userId),
  ],
);
