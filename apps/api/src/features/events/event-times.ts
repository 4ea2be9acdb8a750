import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The instant a wall-clock time in an IANA zone stands for (DESIGN.md §4b: the client sends
 * its zone with the rows). A time that a clock change skips (02:30 on the spring-forward day)
 * is read as the hour after it, as clocks show then.
 */
export const toUtc = (date: string, time: string, timeZone: string): Date =>
  dayjs.tz(`${date} ${time}`, timeZone).toDate();

/** The stored wall-clock text of a start or end, as answered in start_date and end_date. */
export const localText = (date: string, time: string) => `${date} ${time}:00`;

/** How a notification writes an event's start: in the zone it was entered in, with the zone's name. */
export function describeStart(utcStart: Date, timeZone: string): string {
  const local = dayjs(utcStart).tz(timeZone);
  const zoneName =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(utcStart)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `${local.format('DD MMM, YYYY')} at ${local.format('hh:mm A')} ${zoneName}`;
}

/** The start of the minute: a start in the current minute is not "in the past". */
export const startOfMinute = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000);
