import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import dayjs from 'dayjs';

/** spec 02 §9: times as 'hh:mm A', days as 'DD MMM, YYYY', in the viewer's zone. */
export const alertTime = (iso: string) => dayjs(iso).format('hh:mm A');
export const alertDayTime = (iso: string) => `${dayjs(iso).format(DATE_FORMATS.date)}, ${alertTime(iso)}`;
