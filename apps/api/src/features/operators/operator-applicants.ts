import type { Applicant } from '@faith-shield/contract/operators/operator-applicants';
import { and, desc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { waitlistApplicants } from '../../db/schema/index';
import { withinDays } from './day-bounds';

export type DayRange = { from?: string | undefined; to?: string | undefined };

/** Waitlist applicants who applied within the days, newest first, with their answers. */
export async function listApplicants(db: Database, range: DayRange): Promise<Applicant[]> {
  const rows = await db
    .select()
    .from(waitlistApplicants)
    .where(and(...withinDays(waitlistApplicants.createdAt, range)))
    .orderBy(desc(waitlistApplicants.createdAt));
  return rows.map((row) => ({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    organization: row.organization,
    email: row.email,
    zip_code: row.zipCode,
    applied_at: row.createdAt.toISOString(),
    answers: row.questionDetail.map((choice) => ({
      question: choice.name,
      answers: choice.answers.map((answer) => answer.name),
    })),
  }));
}
