import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { users } from './users';

/**
 * The organisation's risk-assessment answers (spec 02 §3), one row per answered question or
 * sub-question; an unanswered one has no row. Login counts them (risk_assessment_answer_by_user,
 * spec 01 §4). A No is also an action item (DESIGN.md §4b): the item's state lives on its
 * answer and is cleared whenever the answer changes, so the plan is never typed twice.
 *
 * question_id references risk_questions(id) by a constraint written by hand in the migration
 * (answers from before the questions existed are removed first).
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
    /** 1 Yes, 0 No (spec 02 §3). */
    status: integer('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The action item of a No: who it is assigned to, by when, and whether it is done. */
    assignedUserId: uuid('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    dueDate: date('due_date', { mode: 'string' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('risk_answers_organisation_question_unique').on(table.organisationId, table.questionId),
    index('risk_answers_assigned_user_idx').on(table.assignedUserId),
  ],
);
