import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import dayjs from 'dayjs';

/** spec 02 §9: times as 'hh:mm A', days as 'DD MMM, YYYY', in the viewer's zone (DESIGN.md §4). */
export const messageTime = (iso: string) => dayjs(iso).format('hh:mm A');
export const messageDay = (iso: string) => dayjs(iso).format(DATE_FORMATS.date);

/** The chat list's time: today's messages by the hour, older ones by the day. */
export const listTime = (iso: string, now = new Date()) =>
  dayjs(iso).isSame(now, 'day') ? messageTime(iso) : messageDay(iso);
