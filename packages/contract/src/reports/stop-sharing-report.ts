import { z } from 'zod';
import { defineCall } from '../shared/call';
import { REPORT_MESSAGES } from './report-messages';
import { ReportShareSchema } from './report-share';

/**
 * Ours: the shared link stops answering. An owner's stops every report link of the
 * organisation (their own and their members'); a sub user's stops their own.
 */
export const stopSharingReportCall = defineCall({
  name: 'stop_sharing_report',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: REPORT_MESSAGES.planNeeded,
  request: z.object({}),
  response: ReportShareSchema,
});
