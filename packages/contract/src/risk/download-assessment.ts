import { z } from 'zod';
import { defineCall } from '../shared/call';
import { RISK_MESSAGES } from './risk-messages';

export const AssessmentPdfSchema = z.object({
  file_name: z.string(),
  /** The PDF, base64: it travels in the API's envelope like every answer. */
  pdf: z.string(),
});
export type AssessmentPdf = z.infer<typeof AssessmentPdfSchema>;

/**
 * 'Download assessment': a PDF of the organisation, the date, the scores, the findings and the
 * plan by priority, for a board or a security-grant application.
 */
export const downloadAssessmentCall = defineCall({
  name: 'download_assessment',
  method: 'POST',
  access: 'owner',
  tier: 'recommendations',
  planMessage: RISK_MESSAGES.planNeeded,
  request: z.object({}),
  response: AssessmentPdfSchema,
});
