import { z } from 'zod';
import { defineCall } from '../shared/call';
import { dayRangeFields, isRangeInOrder, RANGE_IN_ORDER } from './operator-fields';

export const ApplicantSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  organization: z.string(),
  email: z.string(),
  zip_code: z.string(),
  applied_at: z.string(),
  /** Each question with the answers the applicant chose, in the wording they saw. */
  answers: z.array(z.object({ question: z.string(), answers: z.array(z.string()) })),
});
export type Applicant = z.infer<typeof ApplicantSchema>;

/** Waitlist applicants, newest first, who applied between `from` and `to` (days, both included). */
export const operatorApplicantsCall = defineCall({
  name: 'operator_applicants',
  method: 'GET',
  access: 'operator',
  request: z.object(dayRangeFields()).refine(isRangeInOrder, RANGE_IN_ORDER),
  response: z.object({ applicants: z.array(ApplicantSchema), total: z.number().int() }),
});

/** The same applicants as a CSV file (one row each, formula-safe). */
export const operatorExportApplicantsCall = defineCall({
  name: 'operator_export_applicants',
  method: 'POST',
  access: 'operator',
  request: z.object(dayRangeFields()).refine(isRangeInOrder, RANGE_IN_ORDER),
  response: z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() }),
});
