import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** The Board Of Directors page (spec 01 §2): editable content, shown in `position` order. */
export const directors = pgTable('directors', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  /** The role on the board ('Chair', 'Treasurer'); the client reads it as `type`. */
  role: text('role').notNull(),
  image: text('image').notNull().default(''),
});
