import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import dayjs from 'dayjs';

// spec 02 §9 and DESIGN.md §4: times are kept in UTC and shown in the viewer's own time zone
// (the browser's), in the spec's formats. dayjs reads an ISO time with its Z as that instant.

/** DD-MMM-YYYY hh:mm A */
export const formatDateTime = (utc: string) => dayjs(utc).format(DATE_FORMATS.dateTime);
/** DD MMM, YYYY */
export const formatDate = (utc: string) => dayjs(utc).format(DATE_FORMATS.date);
/** hh : mm A */
export const formatTime = (utc: string) => dayjs(utc).format(DATE_FORMATS.time);

let zone: string | undefined;
/**
 * The viewer's IANA time zone, sent with the times they enter (DESIGN.md §4b). Asked once: a
 * date formatter is costly to make on a phone.
 */
export const viewerTimeZone = () => {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return zone;
};

/** A UTC instant as the date and time inputs of the viewer's zone hold it. */
export const toInputs = (utc: string) => ({
  date: dayjs(utc).format('YYYY-MM-DD'),
  time: dayjs(utc).format('HH:mm'),
});

/** Today in the viewer's zone, as a date input's `min`. */
export const today = () => dayjs().format('YYYY-MM-DD');

/** Whether a date and time entered in the viewer's zone lie before the current minute. */
export const isBeforeThisMinute = (date: string, time: string) =>
  dayjs(`${date}T${time}`).isBefore(dayjs().startOf('minute'));

/** The same date and time a week later, for the Repeat button. */
export const weekLater = (date: string) => (date ? dayjs(date).add(7, 'day').format('YYYY-MM-DD') : '');
