import { z } from 'zod';
import { defineCall } from '../shared/call';
import { REPORT_MESSAGES } from './report-messages';
import { ReportShareSchema } from './report-share';

/** Ours: shares the caller's reports (every month) by link; the same link until sharing stops. */
export const shareReportCall = defineCall({
  name: 'share_report',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: REPORT_MESSAGES.planNeeded,
  request: z.object({}),
  response: ReportShareSchema,
});
