import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { users } from './users';

/** An event of an organisation (spec 02 §3): one per date row of add_event. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull().default(''),
    /** 'Yes' or 'No' (spec 02 §3: 'Need more security?'). */
    security: text('security').notNull().default('No'),
    /** sub_user_id was 'Other': nobody of the team is assigned. */
    isOther: boolean('is_other').notNull().default(false),
    /** The IANA zone the times were entered in, and the times as entered there. */
    timeZone: text('time_zone').notNull(),
    startLocal: text('start_local').notNull(),
    endLocal: text('end_local').notNull(),
    utcStart: timestamp('utc_start', { withTimezone: true }).notNull(),
    utcEnd: timestamp('utc_end', { withTimezone: true }).notNull(),
    /** 0 open for headcounts, 1 attendance submitted (spec 02 §4). */
    status: integer('status').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The reminder job's claim: set in the transaction that tells the team, cleared when the
     * time or the team changes (a new reminder is then due for the new time or new members).
     */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_organisation_start_idx').on(table.organisationId, table.utcStart),
    // a monthly report's events: by the start as entered, in the event's own zone (decision 021)
    index('events_organisation_local_start_idx').on(table.organisationId, table.startLocal),
    // the reminder job's search: open events not yet reminded, by start
    index('events_reminder_due_idx')
      .on(table.utcStart)
      .where(sql`${table.remindedAt} is null and ${table.status} = 0`),
  ],
);

/** Who of the team an event is assigned to (spec 02 §3 sub_user). */
export const eventMembers = pgTable(
  'event_members',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept beside the event's so the change feed can name the organisation (008). */
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_members_user_idx').on(table.userId),
  ],
);

/** Each person's headcount of an event (spec 02 §3 attendance sheet rows). */
export const eventAttendance = pgTable(
  'event_attendance',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    totalPerson: integer('total_person').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] })],
);
