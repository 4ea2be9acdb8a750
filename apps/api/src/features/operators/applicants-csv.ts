import type { Applicant } from '@faith-shield/contract/operators/operator-applicants';
import Papa from 'papaparse';

const FIXED_COLUMNS = ['Applied at (UTC)', 'First name', 'Last name', 'Organization', 'Email', 'ZIP code'];

/**
 * One row per applicant and one column per question (in the order first met; several answers
 * joined by '; '). Every field is quoted as needed, and a field that a spreadsheet would run as
 * a formula (=, +, -, @, tab, CR first) is prefixed with ' (OWASP CSV injection).
 */
export function applicantsCsv(applicants: readonly Applicant[]): string {
  const questions: string[] = [];
  for (const applicant of applicants)
    for (const { question } of applicant.answers) if (!questions.includes(question)) questions.push(question);
  const data = applicants.map((applicant) => [
    applicant.applied_at.slice(0, 16).replace('T', ' '),
    applicant.first_name,
    applicant.last_name,
    applicant.organization,
    applicant.email,
    applicant.zip_code,
    ...questions.map(
      (question) =>
        applicant.answers.find((answer) => answer.question === question)?.answers.join('; ') ?? '',
    ),
  ]);
  return Papa.unparse(
    { fields: [...FIXED_COLUMNS, ...questions], data },
    { escapeFormulae: true, newline: '\r\n' },
  );
}
