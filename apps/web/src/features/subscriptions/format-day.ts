import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import dayjs from 'dayjs';

/** spec 01 §9's 'DD MMM, YYYY', in the viewer's zone (DESIGN.md §4). */
export const formatDay = (iso: string) => dayjs(iso).format(DATE_FORMATS.date);
