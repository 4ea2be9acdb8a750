const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** spec 02 §9 'DD MMM, YYYY' of an event's start as entered ('YYYY-MM-DD HH:mm:ss'). */
export function reportDate(startLocal: string) {
  const [year, month, day] = startLocal.slice(0, 10).split('-');
  return `${day} ${MONTHS[Number(month) - 1] ?? ''}, ${year}`;
}

/** The month to open: the one asked for in the address, else the current one (spec 02 §4). */
export function periodFrom(search: string, now: Date) {
  const query = new URLSearchParams(search);
  const month = Number(query.get('month'));
  const year = Number(query.get('year'));
  return {
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : now.getMonth() + 1,
    year: Number.isInteger(year) && year > 0 ? year : now.getFullYear(),
  };
}
