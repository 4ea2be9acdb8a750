import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { organisations } from './organisations';
import { users } from './users';

/** spec 03 §3: an incident a member reported, followed up by the team until the owner or a leader closes it. */
export const incidents = pgTable(
  'incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The day and time as entered (YYYY-MM-DD, HH:mm) in `time_zone`, and the instant they name. */
    occurredDate: text('occurred_date').notNull(),
    occurredTime: text('occurred_time').notNull(),
    timeZone: text('time_zone').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    location: text('location').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    peopleInvolved: text('people_involved').notNull().default(''),
    injuries: text('injuries', { enum: ['Yes', 'No'] }).notNull(),
    policeCalled: text('police_called', { enum: ['Yes', 'No'] }).notNull(),
    policeReportNumber: text('police_report_number').notNull().default(''),
    severity: text('severity').notNull(),
    visibility: text('visibility', { enum: ['leaders', 'team'] }).notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    reportedBy: uuid('reported_by')
      .notNull()
      .references(() => users.id),
    closingNote: text('closing_note').notNull().default(''),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id),
    /** spec 03 §3: the app's own id of the report, so one sent twice lands once. */
    clientId: uuid('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('incidents_organisation_occurred_idx').on(table.organisationId, table.occurredAt),
    index('incidents_organisation_date_idx').on(table.organisationId, table.occurredDate),
    uniqueIndex('incidents_client_id_unique').on(table.organisationId, table.clientId),
  ],
);

/** An incident's pictures (0–5), private files in the order they were sent. */
export const incidentImages = pgTable(
  'incident_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('incident_images_incident_idx').on(table.incidentId, table.position)],
);

/** A note on an incident's timeline, by whoever may see it, open or closed. */
export const incidentFollowUps = pgTable(
  'incident_follow_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('incident_follow_ups_incident_idx').on(table.incidentId, table.createdAt)],
);
