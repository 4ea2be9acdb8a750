import type { GetIncidentsRequest, getIncidentsCall } from '@faith-shield/contract/incidents/get-incidents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 03 §3: POST get_incidents. The incidents the caller may see, filtered, newest first. */
export const getIncidents = async (filters: GetIncidentsRequest, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getIncidentsCall>('get_incidents', filters, { signal }));

export const getIncidentsQueryOptions = (filters: GetIncidentsRequest = {}) =>
  queryOptions({
    queryKey: ['get_incidents', filters],
    queryFn: ({ signal }) => getIncidents(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useIncidents = (filters: GetIncidentsRequest) => useQuery(getIncidentsQueryOptions(filters));
