import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions';

/**
 * A plan's new price still to give a running subscription at its payment provider, so its next
 * renewal charges it (docs/decisions/023): written with the operator's price change, in its
 * transaction, and worked off after the commit by any server, each row claimed by one at a time.
 */
export const subscriptionPriceUpdates = pgTable(
  'subscription_price_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The price the next renewal is to charge; a later change while waiting overwrites it. */
    priceCents: integer('price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A process works on the row until then; after it, the row is free again (retry or it died). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Given up (the provider refused, or the last attempt failed); kept for the log. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    // one waiting update per subscription: a second price change replaces the first's price
    uniqueIndex('subscription_price_updates_waiting_unique')
      .on(table.subscriptionId)
      .where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
    index('subscription_price_updates_waiting_idx')
      .on(table.createdAt)
      .where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
  ],
);
