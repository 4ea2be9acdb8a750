import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import dayjs from 'dayjs';

/** The viewer's own day, 'YYYY-MM-DD': a certificate's state is worked out from it. */
export const localToday = () => dayjs().format('YYYY-MM-DD');

/** 'YYYY-MM-DD' as the app shows a day (spec 02 §9: 'DD MMM, YYYY'); '—' for none. */
export const showDay = (date: string | null) => (date ? dayjs(date).format(DATE_FORMATS.date) : '—');
