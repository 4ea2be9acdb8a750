import type { directorsCall } from '@faith-shield/contract/public-site/directors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 01 §7: GET directors, no token. */
export const getDirectors = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof directorsCall>('directors', {}, { signal }));

export const getDirectorsQueryOptions = () =>
  queryOptions({
    queryKey: ['directors'],
    queryFn: ({ signal }) => getDirectors(signal),
  });

export const useDirectors = () => useQuery(getDirectorsQueryOptions());
