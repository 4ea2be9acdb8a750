import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { users } from './users';

/**
 * Where an organisation keeps its equipment (spec 02 §3 Location). Every organisation starts
 * with the seeded list, new and existing alike (a trigger of the inventory-and-certificates
 * migration); the owner adds more.
 */
export const inventoryLocations = pgTable(
  'inventory_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('inventory_locations_name_idx').on(table.organisationId, sql`lower(${table.name})`),
  ],
);

/** An item's id: 128 random bits, the unguessable id its public link carries (DESIGN.md §4b). */
export const newInventoryId = () => randomBytes(16).toString('base64url');

/** A piece of the organisation's equipment (spec 02 §3 Inventory item). */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: text('id').primaryKey().$defaultFn(newInventoryId),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Who added it (spec 02 §3 user_id). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    /** Exact money (DESIGN.md §4b): never a float. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => inventoryLocations.id),
    modelNumber: text('model_number').notNull(),
    serialNumber: text('serial_number').notNull(),
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inventory_items_organisation_idx').on(table.organisationId, table.createdAt),
    // removing a location counts and moves its items, and its foreign key looks them up
    index('inventory_items_location_idx').on(table.locationId),
  ],
);
