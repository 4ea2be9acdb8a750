import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';

export const waitlistQuestionType = pgEnum('waitlist_question_type', ['checkbox', 'radio']);

/** The /question step's questionnaire (spec 01 §3); ids are small numbers the client echoes back. */
export const waitlistQuestions = pgTable('waitlist_questions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  type: waitlistQuestionType('type').notNull(),
});

/** The choices of each waitlist question. */
export const waitlistAnswers = pgTable(
  'waitlist_answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => waitlistQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (table) => [index('waitlist_answers_question_idx').on(table.questionId)],
);
