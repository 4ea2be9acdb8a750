import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A place of worship: the owner's account and its sub users belong to one (DESIGN.md §4). */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    worshipPlaceName: text('worship_place_name').notNull(),
    worshipAddress: text('worship_address').notNull().default(''),
    latitude: text('latitude').notNull().default(''),
    longitude: text('longitude').notNull().default(''),
    area: text('area').notNull().default(''),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    /** The tier of the current plan: subscriptions_id 1..4, 0 for none (spec 01 §3). */
    planTier: integer('plan_tier').notNull().default(0),
    planEndsAt: timestamp('plan_ends_at', { withTimezone: true }),
    /**
     * Set when the owner stops sharing reports: members cannot share again until the owner
     * does (only the owner reopens what leaves the organisation, decision 021).
     */
    reportSharingStoppedAt: timestamp('report_sharing_stopped_at', { withTimezone: true }),
    /** spec 03 §5: leaders must have the second factor on to do more than set it up. */
    requireTwoFactorForLeaders: boolean('require_two_factor_for_leaders').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // the operator console lists them newest first, a page at a time: keyset on (created_at, id)
  (table) => [index('organisations_created_id_idx').on(table.createdAt, table.id)],
);
