import { ROSTER_LIMITS } from '@faith-shield/contract/duty-roster/roster-messages';
import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import dayjs from 'dayjs';

/** DD-MMM-YYYY hh:mm A, in the viewer's zone (spec 02 §9). */
export const formatDateTime = (utc: string) => dayjs(utc).format(DATE_FORMATS.dateTime);
/** hh : mm A */
export const formatTime = (utc: string) => dayjs(utc).format(DATE_FORMATS.time);

/** spec 03 §4: check-in is open from 2 hours before the start to the end. */
export const isCheckInOpen = (duty: { utc_start: string; utc_end: string }, now = Date.now()) =>
  now >= Date.parse(duty.utc_start) - ROSTER_LIMITS.checkInOpensBeforeMs && now <= Date.parse(duty.utc_end);
