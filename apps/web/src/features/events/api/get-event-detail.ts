import type { getEventDetailCall } from '@faith-shield/contract/events/get-event-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import type { Area } from '../event-paths';

/** spec 02 §7: POST get_event_detail with the id; sub users also send type=subuser. */
export const getEventDetail = async (id: string, area: Area, signal?: AbortSignal) =>
  dataOf(
    await callApi<typeof getEventDetailCall>(
      'get_event_detail',
      area === 'subuser' ? { id, type: 'subuser' } : { id },
      { signal },
    ),
  );

export const getEventDetailQueryOptions = (id: string, area: Area) =>
  queryOptions({
    queryKey: ['get_event_detail', id],
    queryFn: ({ signal }) => getEventDetail(id, area, signal),
    // a headcount or a submit by someone else changes it: read it afresh on every visit
    refetchOnMount: 'always',
  });

export const useEventDetail = (id: string, area: Area) => useQuery(getEventDetailQueryOptions(id, area));
