import { useLocation } from '../../../lib/navigation';

/** The {id} at the end of an event screen's path (/view-events/{id} and the like). */
export const useEventId = () => {
  const { pathname } = useLocation();
  return decodeURIComponent(pathname.split('/').pop() ?? '');
};
