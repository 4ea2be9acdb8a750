import type { MonthYear } from '@faith-shield/contract/reports/report-fields';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The month as a range of the events' start as entered (`start_local`, 'YYYY-MM-DD HH:mm:ss' in
 * the event's own zone): text of that shape sorts as time does, so the range uses the index.
 */
export function monthRange({ month, year }: MonthYear) {
  const next = month === 12 ? { month: 1, year: year + 1 } : { month: month + 1, year };
  return {
    from: `${year}-${pad(month)}-01 00:00:00`,
    to: `${next.year}-${pad(next.month)}-01 00:00:00`,
  };
}

/** The week of the month a day falls in: days 1–7 are week 1, 29 to the end week 5. */
export const weekOfMonth = (startLocal: string) => Math.ceil(Number(startLocal.slice(8, 10)) / 7);

/** The last day of the month (28 to 31). */
export const daysInMonth = ({ month, year }: MonthYear) => new Date(Date.UTC(year, month, 0)).getUTCDate();
