const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date (YYYY-MM-DD, or a moment in UTC) as spec 02 §9 shows dates: 'DD MMM, YYYY'. */
export function displayDate(date: string | Date): string {
  const [year, month, day] = (typeof date === 'string' ? date : date.toISOString()).slice(0, 10).split('-');
  return `${day} ${MONTHS[Number(month) - 1] ?? ''}, ${year}`;
}
