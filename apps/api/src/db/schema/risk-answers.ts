import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { users } from './users';

/**
 * Risk-assessment answers of an organisation (spec 02). Minimal for now: login counts them
 * (risk_assessment_answer_by_user, spec 01 §4); the risk-assessment feature extends the table.
 */
export const riskAnswers = pgTable(
  'risk_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Who answered; kept as null if that user is removed, the answer stays the organisation's. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    questionId: text('question_id').notNull(),
    status: integer('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('risk_answers_organisation_idx').on(table.organisationId)],
);
