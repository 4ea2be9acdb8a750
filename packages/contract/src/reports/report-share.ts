import { z } from 'zod';

/**
 * Whether the caller's report is shared, and the share token the link carries as `user_id`
 * (DESIGN.md §4: a read-only token for reports, never a session token).
 */
export const ReportShareSchema = z.object({
  shared: z.boolean(),
  user_id: z.string().nullable(),
});
export type ReportShare = z.infer<typeof ReportShareSchema>;

/** The public page of a shared report (spec 02 §7), month and year as given. */
export const sharedReportPath = (token: string, month: number, year: number) =>
  `/monthly-reports-view?${new URLSearchParams({ user_id: token, month: String(month), year: String(year) })}`;
