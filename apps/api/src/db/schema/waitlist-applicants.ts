import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** What an applicant chose, with the wording they saw: questions may change later. */
export type WaitlistChoice = {
  id: number;
  name: string;
  type: 'checkbox' | 'radio';
  answers: { id: number; name: string }[];
};

/** People who joined the waitlist (spec 01 §3), one row per e-mail address. */
export const waitlistApplicants = pgTable(
  'waitlist_applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    organization: text('organization').notNull(),
    email: text('email').notNull(),
    zipCode: text('zip_code').notNull(),
    questionDetail: jsonb('question_detail').$type<WaitlistChoice[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the confirmation mail went out; a failed send can be retried from here. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  },
  // e-mails compare case-insensitively: applying twice keeps one row (docs/decisions/004)
  (table) => [uniqueIndex('waitlist_applicants_email_unique').on(sql`lower(${table.email})`)],
);
