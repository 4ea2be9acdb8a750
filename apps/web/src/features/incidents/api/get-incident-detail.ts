import type { getIncidentDetailCall } from '@faith-shield/contract/incidents/get-incident-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 03 §3: POST get_incident_detail. Every field, signed image addresses, the follow-ups. */
export const getIncidentDetail = async (id: string, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getIncidentDetailCall>('get_incident_detail', { id }, { signal }));

export const getIncidentDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['get_incident_detail', id],
    queryFn: ({ signal }) => getIncidentDetail(id, signal),
    // the pictures' signed addresses last five minutes: ask again before they end
    refetchInterval: 4 * 60_000,
  });

export const useIncidentDetail = (id: string) => useQuery(getIncidentDetailQueryOptions(id));
