// No zod here: the report screens show these on first load.

/** spec 02 §9: the year selector shows the current year and the nine before it. */
export const REPORT_YEARS_SHOWN = 10;

/** spec 02 §9: months 1 to 12. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The years the selector offers at `now` (spec 02 §9): this year first, then the nine before. */
export const reportYears = (now: Date) =>
  Array.from({ length: REPORT_YEARS_SHOWN }, (_, index) => now.getFullYear() - index);

/** The spec gives no messages for reports: ours (docs/decisions/021-monthly-reports.md). */
export const REPORT_FORM_MESSAGES = {
  month: 'Please choose a month.',
  year: 'Please choose a year.',
} as const;

export const REPORT_MESSAGES = {
  report: 'Monthly report',
  // DESIGN.md §4: reports are an Advance feature (tiers 1 and 4)
  planNeeded: 'Reports are part of the Advance plan. Please upgrade your subscription.',
  shared: 'Anyone with the link can now read this report.',
  share: 'Report sharing',
  stopped: 'The report is no longer shared.',
  notShared: 'This report is not shared.',
  pdfGone: 'This download link has expired. Please open the report again.',
  // ours: after the owner stops sharing, only the owner shares again
  stoppedByOwner:
    'Your organisation’s owner has stopped sharing reports. Only the owner can share them again.',
} as const;
