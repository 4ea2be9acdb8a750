import { z } from 'zod';
import { defineCall } from '../shared/call';
import { MonthYearSchema, ReportSchema } from './report-fields';
import { REPORT_MESSAGES } from './report-messages';

/** The share token of a link: ~43 characters of base64url; anything else is no link. */
export const shareTokenField = () =>
  z
    .string({ error: REPORT_MESSAGES.notShared })
    .trim()
    .min(1, REPORT_MESSAGES.notShared)
    .max(200, REPORT_MESSAGES.notShared);

export const GetSharedReportRequestSchema = MonthYearSchema.extend({ user_id: shareTokenField() });

/**
 * spec 02 §7: the public page /monthly-reports-view?user_id&month&year reads this, without
 * sign-in. `user_id` is the share token (DESIGN.md §4); an unknown or stopped one is 404.
 */
export const getSharedReportCall = defineCall({
  name: 'get_shared_report',
  method: 'POST',
  access: 'public',
  request: GetSharedReportRequestSchema,
  response: ReportSchema,
});
