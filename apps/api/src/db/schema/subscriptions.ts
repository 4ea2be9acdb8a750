import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { plans } from './plans';

/** plan_status as the client reads it (spec 01 §3, spelt so). */
export const subscriptionStatus = pgEnum('subscription_status', ['active', 'deactive']);
export const paymentProviderName = pgEnum('payment_provider', ['stripe', 'test']);

/**
 * A paid plan of an organisation (docs/decisions/005). The organisation's plan_tier and
 * plan_ends_at are the cached "what is in force now" the guard reads; every change here
 * updates them in the same transaction.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    planRowId: uuid('plan_row_id')
      .notNull()
      .references(() => plans.id),
    /** tier and period copied from the plan when bought; price: what the current period was charged
     * (an edit of the plan's price is charged from the next renewal, docs/decisions/023). */
    tier: integer('tier').notNull(),
    priceCents: integer('price_cents').notNull(),
    periodDays: integer('period_days').notNull(),
    status: subscriptionStatus('status').notNull().default('active'),
    provider: paymentProviderName('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    /** The end of the period already paid for. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** When access stops unless the plan renews: the period end, plus a grace while a renewal is due. */
    accessEndsAt: timestamp('access_ends_at', { withTimezone: true }).notNull(),
    /** The owner cancelled: no renewal, 'deactive' at the period end (spec 01 §7 subscription_cancel). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The provider could not charge a renewal: 'deactive' at the period end unless a retry succeeds. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // one plan in force per organisation, whatever two requests or servers do at once
    uniqueIndex('subscriptions_one_active_per_organisation')
      .on(table.organisationId)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('subscriptions_provider_id_unique').on(table.provider, table.providerSubscriptionId),
    index('subscriptions_due_idx').on(table.status, table.accessEndsAt),
  ],
);
