import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { plans } from './plans';
import { paymentProviderName, subscriptions } from './subscriptions';

export const paymentStatus = pgEnum('payment_status', ['pending', 'succeeded', 'failed']);
/** 'start': the payment call; 'renewal': a period charged by the provider at the end of the last. */
export const paymentReason = pgEnum('payment_reason', ['start', 'renewal']);

/**
 * Every charge, written before the provider is asked (docs/decisions/005): the unique
 * idempotency key makes a double submit charge once, and the one pending row per
 * organisation keeps two different payments from running at once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    planRowId: uuid('plan_row_id')
      .notNull()
      .references(() => plans.id),
    reason: paymentReason('reason').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: paymentStatus('status').notNull(),
    /** The provider's words when it declined (shown to the owner, spec 01 §8). */
    failureMessage: text('failure_message'),
    provider: paymentProviderName('provider').notNull(),
    /** The provider's id of the charge or invoice. */
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_one_pending_per_organisation')
      .on(table.organisationId)
      .where(sql`${table.status} = 'pending'`),
    index('payments_organisation_idx').on(table.organisationId),
  ],
);
