import type { resourcesCall } from '@faith-shield/contract/resources/resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { fetchesFirstCall, firstQuery } from '../../../lib/first-query';

/**
 * spec 02 §7: GET resources answers resource and category. Shared by the resource hub's
 * screens and both dashboards' resource sections, so one answer serves them all.
 */
export const getResources = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof resourcesCall>('resources', {}, { signal }));

export const getResourcesQueryOptions = () =>
  queryOptions({
    queryKey: ['resources'],
    queryFn: ({ signal }) => getResources(signal),
  });

/** A route that lists resources among its first calls has it fetched with these options (lib/first-query.ts). */
fetchesFirstCall('resources', () => firstQuery(getResourcesQueryOptions()));

export const useResources = () => useQuery(getResourcesQueryOptions());
