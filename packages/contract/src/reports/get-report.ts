import { defineCall } from '../shared/call';
import { MonthYearSchema, ReportSchema } from './report-fields';
import { REPORT_MESSAGES } from './report-messages';

/**
 * spec 02 §7: POST get_report (month, year). The owner's covers the organisation's events of
 * the month, a sub user's the events assigned to them (decision 021).
 */
export const getReportCall = defineCall({
  name: 'get_report',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: REPORT_MESSAGES.planNeeded,
  request: MonthYearSchema,
  response: ReportSchema,
});
