import type { GetIncidentsRequest, getIncidentsCall } from '@faith-shield/contract/incidents/get-incidents';
import { INCIDENTS_PAGE_SIZE } from '@faith-shield/contract/incidents/incident-messages';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

type Filters = Omit<GetIncidentsRequest, 'page'>;

/** spec 03 §3: POST get_incidents. The incidents the caller may see, filtered, newest first, a page at a time. */
export const getIncidents = async (filters: Filters, page: number, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getIncidentsCall>('get_incidents', { ...filters, page }, { signal }));

export const getIncidentsQueryOptions = (filters: Filters = {}) =>
  infiniteQueryOptions({
    queryKey: ['get_incidents', filters],
    queryFn: ({ pageParam, signal }) => getIncidents(filters, pageParam, signal),
    initialPageParam: 1,
    // a short page is the last
    getNextPageParam: (last, pages) => (last.length === INCIDENTS_PAGE_SIZE ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export const useIncidents = (filters: Filters) => useInfiniteQuery(getIncidentsQueryOptions(filters));
