import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

export const riskPriority = pgEnum('risk_priority', ['high', 'medium', 'low']);
export const riskList = pgEnum('risk_list', ['interior', 'administration']);

/**
 * The risk assessment's content (spec 02 §3), seeded from seed/risk-assessment.json. Ids are
 * the seed's readable keys, stable across seed versions, so answers keep their question.
 */
export const riskCategories = pgTable('risk_categories', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  categoryName: text('category_name').notNull(),
});

/** Questions and sub-questions (a sub-question has a parent), with weight and guidance. */
export const riskQuestions = pgTable(
  'risk_questions',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => riskCategories.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => riskQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    /** How much the question counts in its category's score (1 to 3). */
    weight: integer('weight').notNull(),
    priority: riskPriority('priority').notNull(),
    /** What good looks like, why it matters and the first steps. */
    good: text('good').notNull(),
    why: text('why').notNull(),
    steps: jsonb('steps').$type<string[]>().notNull(),
  },
  (table) => [index('risk_questions_category_idx').on(table.categoryId)],
);

/** The fixed lists of /interior and /administration (spec 02 §2), each entry a question. */
export const riskListItems = pgTable(
  'risk_list_items',
  {
    list: riskList('list').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    questionId: text('question_id')
      .notNull()
      .references(() => riskQuestions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.list, table.position] })],
);
