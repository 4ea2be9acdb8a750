import type { AssessmentPdf } from '@faith-shield/contract/risk/download-assessment';
import { eq } from 'drizzle-orm';
import { organisations } from '../../db/schema/index';
import type { AuthContext } from '../../infra/auth/authenticate';
import { fileNameSlug } from '../../infra/pdf/file-name-slug';
import { renderPdf } from '../../infra/pdf/render-pdf';
import { listActionItems } from './action-items';
import { loadAssessment } from './assessment';
import { assessmentPdf } from './assessment-pdf';
import type { RiskReader } from './organisation-risk-rows';

/** download_assessment: the assessment as a PDF, built in the PDF worker. */
export async function downloadAssessment(
  reader: RiskReader,
  auth: AuthContext,
  now: Date,
): Promise<AssessmentPdf> {
  const [assessment, items, [organisation]] = await Promise.all([
    loadAssessment(reader, auth.organisationId),
    listActionItems(reader, auth.organisationId),
    reader.db
      .select({ name: organisations.worshipPlaceName, address: organisations.worshipAddress })
      .from(organisations)
      .where(eq(organisations.id, auth.organisationId)),
  ]);
  const name = organisation?.name ?? '';
  const pdf = await renderPdf(
    assessmentPdf({ organisation: name, address: organisation?.address ?? '', date: now, assessment, items }),
    { footer: `${name}: security risk assessment` },
  );
  return {
    file_name: `risk-assessment-${fileNameSlug(name)}-${now.toISOString().slice(0, 10)}.pdf`,
    pdf: pdf.toString('base64'),
  };
}
