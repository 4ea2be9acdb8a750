import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import dayjs from 'dayjs';

/** spec 02 §9: 'DD MMM, YYYY hh:mm A', in the viewer's zone. */
export const when = (iso: string) =>
  `${dayjs(iso).format(DATE_FORMATS.date)}, ${dayjs(iso).format('hh:mm A')}`;
