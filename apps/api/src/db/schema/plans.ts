import { integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const planType = pgEnum('plan_type', ['Monthly', 'Yearly']);

/**
 * The prices an owner can buy (DESIGN.md §4): each paid tier (subscriptions_id 2..4) has a
 * Monthly (30 days) and a Yearly (365 days) price. Editable content, seeded once ('plans@1').
 * The free trial is no row here: sign-up starts it, nobody buys it.
 */
export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The spec's plan_id: the name of the price ('standard_monthly'), sent back with a payment. */
  planId: text('plan_id').notNull().unique(),
  /** subscriptions_id once bought: 2 Basic, 3 Standard, 4 Advance. */
  tier: integer('tier').notNull(),
  name: text('name').notNull(),
  type: planType('type').notNull(),
  /** US cents: the amount charged is always this, never what the client sends (DESIGN.md §4). */
  priceCents: integer('price_cents').notNull(),
  /** What the plan's feature popup lists (spec 01 §2). */
  features: jsonb('features').$type<string[]>().notNull(),
  position: integer('position').notNull(),
});
