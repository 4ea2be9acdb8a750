import type { getIncidentChoicesCall } from '@faith-shield/contract/incidents/get-incident-choices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** Ours: the report form's event list (the running one marked) and recent locations. */
export const getIncidentChoices = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getIncidentChoicesCall>('get_incident_choices', {}, { signal }));

export const getIncidentChoicesQueryOptions = () =>
  queryOptions({ queryKey: ['get_incident_choices'], queryFn: ({ signal }) => getIncidentChoices(signal) });

export const useIncidentChoices = () => useQuery(getIncidentChoicesQueryOptions());
