import { z } from 'zod';
import { REPORT_FORM_MESSAGES as M, REPORT_YEARS_SHOWN } from './report-messages';

const wholeNumber = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int(message),
  );

/**
 * The selector offers the viewer's current year and the nine before (spec 02 §9); a viewer a
 * time zone ahead may already be in next year, so the server takes one year more each side.
 */
const yearField = () =>
  wholeNumber(M.year).refine((year) => {
    const current = new Date().getUTCFullYear();
    return year >= current - REPORT_YEARS_SHOWN && year <= current + 1;
  }, M.year);

/** spec 02 §7: month and year of a report. */
export const MonthYearSchema = z.object({
  month: wholeNumber(M.month).pipe(z.number().min(1, M.month).max(12, M.month)),
  year: yearField(),
});
export type MonthYear = z.infer<typeof MonthYearSchema>;

/** One event of the report: spec 02 §3 name and event_attendance, with its day and category. */
export const ReportEventSchema = z.object({
  name: z.string(),
  event_attendance: z.number().int(),
  /** The start as entered, YYYY-MM-DD HH:mm:ss in the event's own zone (decision 017). */
  start_date: z.string(),
  event_categories: z.string(),
});
export type ReportEvent = z.infer<typeof ReportEventSchema>;

/** spec 02 §3: a report. `url` downloads its PDF: signed, and valid for a short while. */
export const ReportSchema = z.object({
  month: z.number().int(),
  year: z.number().int(),
  worship_place_name: z.string(),
  total_event: z.number().int(),
  total_Attendance: z.number().int(),
  event: z.array(ReportEventSchema),
  /** spec 03 §3: the month's incidents the viewer may see, and how many of each category. */
  total_incidents: z.number().int(),
  incidents_by_category: z.array(z.object({ category: z.string(), total: z.number().int() })),
  url: z.string(),
});
export type Report = z.infer<typeof ReportSchema>;
