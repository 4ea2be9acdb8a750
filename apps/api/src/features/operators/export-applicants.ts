import { OPERATOR_ACTIONS } from '@faith-shield/contract/operators/operator-messages';
import type { Database } from '../../db/database';
import { applicantsCsv } from './applicants-csv';
import { type DayRange, listApplicants } from './operator-applicants';
import { recordOperatorAction } from './record-operator-action';

/** The applicants of the range as CSV; the export (who, which range, how many) is audited. */
export async function exportApplicants(
  db: Database,
  range: DayRange,
  actor: { operatorId: string; ip: string },
  now: Date,
) {
  const applicants = await listApplicants(db, range);
  await recordOperatorAction(db, {
    ...actor,
    action: OPERATOR_ACTIONS.exportedApplicants,
    subject: 'waitlist_applicants',
    after: { from: range.from ?? null, to: range.to ?? null, rows: applicants.length },
  });
  const day = now.toISOString().slice(0, 10);
  return {
    filename: `waitlist-applicants-${day}.csv`,
    csv: applicantsCsv(applicants),
    rows: applicants.length,
  };
}
