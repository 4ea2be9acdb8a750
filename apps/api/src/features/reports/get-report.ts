import type { MonthYear, Report } from '@faith-shield/contract/reports/report-fields';
import type { Database } from '../../db/database';
import type { JsonText } from '../../http/json-text';
import type { ReadCache } from '../../infra/cache/read-cache';
import { keptReport } from './kept-report';
import { answerOf } from './report-json';
import { type PdfScope, signedPdfPath } from './report-links';
import type { ReportViewer } from './report-viewer';

/** A report as the calls answer it: its content and a fresh signed link to its PDF, written as JSON. */
export async function reportAnswer(
  deps: { db: Database; readCache: ReadCache },
  key: Buffer,
  viewer: ReportViewer,
  scope: PdfScope,
  period: MonthYear,
  now: Date,
): Promise<JsonText<Report>> {
  const report = await keptReport(deps, viewer, period);
  return answerOf(report, signedPdfPath(key, scope, period, now));
}

/** get_report: the signed-in user's own report of the month (decision 021). */
export const getReport = (
  deps: { db: Database; readCache: ReadCache },
  key: Buffer,
  viewer: ReportViewer,
  period: MonthYear,
  now: Date,
) => reportAnswer(deps, key, viewer, { kind: 'u', id: viewer.userId }, period, now);
