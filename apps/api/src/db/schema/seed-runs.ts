import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seed files applied once each, so a restart never seeds over an edit. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
