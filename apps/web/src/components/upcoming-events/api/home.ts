import type { homeCall } from '@faith-shield/contract/dashboard/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { JUST_FETCHED_MS } from '../../../lib/query-client';

export type HomeAudience = 'owner' | 'subuser';

/** spec 02 §7: POST home with the token (a sub user adds type=subuser): resource and event. */
export const getHome = async (audience: HomeAudience, signal?: AbortSignal) =>
  dataOf(
    await callApi<typeof homeCall>('home', audience === 'subuser' ? { type: 'subuser' } : {}, { signal }),
  );

export const homeQueryOptions = (audience: HomeAudience) =>
  queryOptions({
    queryKey: ['home', audience],
    queryFn: ({ signal }) => getHome(audience, signal),
    // the dashboard is opened often: show what it had, and refresh it behind on every visit
    staleTime: JUST_FETCHED_MS,
  });

export const useHome = (audience: HomeAudience) => useQuery(homeQueryOptions(audience));
