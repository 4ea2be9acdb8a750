// No zod here: every certificate list draws this on first load.

/** Within this many days of its expiration a certificate is shown as expiring. */
export const EXPIRING_WITHIN_DAYS = 30;

/** Reminders go out this many days before the expiration (DESIGN.md §4b), most urgent last. */
export const REMINDER_DAYS = [30, 7] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

export type ExpiryState = 'valid' | 'expiring' | 'expired';
export type Expiry = { state: ExpiryState; daysLeft: number | null; label: string };

const DAY_MS = 86_400_000;

/** A calendar date 'YYYY-MM-DD' as a day number (days since 1970-01-01), or null when it is none. */
export const dayNumber = (date: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  // 2026-02-30 is not a date: Date.UTC would roll it over to March
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return null;
  return time / DAY_MS;
};

/** The 'YYYY-MM-DD' of a day number. */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

const expiresIn = (days: number) => {
  if (days === 0) return 'Expires today';
  return days === 1 ? 'Expires in 1 day' : `Expires in ${days} days`;
};

/**
 * A certificate's state on `today` ('YYYY-MM-DD', the viewer's own day): valid through its
 * expiration date, 'Expires in N days' within EXPIRING_WITHIN_DAYS of it, 'Expired' after it.
 * One without an expiration date (FEMA courses need none) stays valid.
 */
export function certificateExpiry(expirationDate: string | null, today: string): Expiry {
  const expires = expirationDate ? dayNumber(expirationDate) : null;
  const now = dayNumber(today);
  if (expires === null || now === null) return { state: 'valid', daysLeft: null, label: 'Valid' };
  const daysLeft = expires - now;
  if (daysLeft < 0) return { state: 'expired', daysLeft, label: 'Expired' };
  if (daysLeft <= EXPIRING_WITHIN_DAYS) return { state: 'expiring', daysLeft, label: expiresIn(daysLeft) };
  return { state: 'valid', daysLeft, label: 'Valid' };
}

/** The reminder due for a certificate `daysLeft` days from its expiration, if any. */
export function reminderDue(daysLeft: number): ReminderDays | null {
  if (daysLeft < 0) return null;
  return [...REMINDER_DAYS].sort((a, b) => a - b).find((days) => daysLeft <= days) ?? null;
}
