import { MONTH_NAMES, REPORT_MESSAGES } from '@faith-shield/contract/reports/report-messages';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { notFound } from '../../http/api-error';
import { fileNameSlug } from '../../infra/pdf/file-name-slug';
import { renderPdf } from '../../infra/pdf/render-pdf';
import { sharedViewer } from './get-shared-report';
import { loadReport } from './load-report';
import { readPdfLink } from './report-links';
import { reportPdf } from './report-pdf';
import { liveViewer } from './report-viewer';

/**
 * The PDF a signed link names, built in the PDF worker: a link not signed by us, expired, or
 * whose share stopped or whose user is gone is the same 404.
 */
export async function downloadReportPdf(
  db: Database,
  key: Buffer,
  query: Record<string, string | undefined>,
  now: Date,
): Promise<{ fileName: string; pdf: Buffer }> {
  const link = readPdfLink(key, query, now);
  const viewer =
    !link || !isUuid(link.scope.id)
      ? undefined
      : link.scope.kind === 'u'
        ? await liveViewer(db, link.scope.id, now)
        : await sharedViewer(db, link.scope.id, now);
  if (!link || !viewer) throw notFound(REPORT_MESSAGES.pdfGone);
  const report = await loadReport(db, viewer, link.period);
  const month = MONTH_NAMES[link.period.month - 1] ?? '';
  const pdf = await renderPdf(reportPdf(report), {
    footer: `${report.worship_place_name}: monthly report, ${month} ${link.period.year}`,
  });
  return {
    fileName: `monthly-report-${fileNameSlug(report.worship_place_name)}-${link.period.year}-${String(link.period.month).padStart(2, '0')}.pdf`,
    pdf,
  };
}
