const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const dateTime = (iso: string | null) => (iso ? DATE_TIME.format(new Date(iso)) : '—');
export const dateOnly = (iso: string | null) => (iso ? DATE.format(new Date(iso)) : '—');
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
