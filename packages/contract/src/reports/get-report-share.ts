import { z } from 'zod';
import { defineCall } from '../shared/call';
import { REPORT_MESSAGES } from './report-messages';
import { ReportShareSchema } from './report-share';

/** Ours: whether the caller's reports are shared, and the link's token if so. */
export const getReportShareCall = defineCall({
  name: 'get_report_share',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: REPORT_MESSAGES.planNeeded,
  request: z.object({}),
  response: ReportShareSchema,
});
