import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import dayjs from 'dayjs';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * spec 02 §9: a resource's or post's day (YYYY-MM-DD, a calendar day with no time zone) as
 * 'DD MMM, YYYY' ('02 Nov, 2026'); anything else as it was sent.
 */
export const formatContentDate = (day: string) => {
  const parsed = DAY.test(day) ? dayjs(day) : null;
  return parsed?.isValid() ? parsed.format(DATE_FORMATS.date) : day;
};
