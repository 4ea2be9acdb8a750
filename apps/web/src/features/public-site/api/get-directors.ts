import type { directorsCall } from '@faith-shield/contract/public-site/directors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { callRef } from '../../../lib/call-ref';

/** spec 01 §7: GET directors, no token. */
export const DIRECTORS_CALL = callRef<typeof directorsCall>({
  name: 'directors',
  method: 'GET',
  access: 'public',
});

export const getDirectors = async (signal?: AbortSignal) =>
  dataOf(await callApi(DIRECTORS_CALL, {}, { signal }));

export const getDirectorsQueryOptions = () =>
  queryOptions({
    queryKey: [DIRECTORS_CALL.name],
    queryFn: ({ signal }) => getDirectors(signal),
  });

export const useDirectors = () => useQuery(getDirectorsQueryOptions());
