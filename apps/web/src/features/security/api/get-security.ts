import type { getSecurityCall } from '@faith-shield/contract/security/security-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** Ours: Profile → Security, the person's second factor, the team's requirement and live sessions. */
export const getSecurity = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getSecurityCall>('get_security', {}, { signal }));

export const getSecurityQueryOptions = () =>
  queryOptions({ queryKey: ['get_security'], queryFn: ({ signal }) => getSecurity(signal) });

export const useSecurity = () => useQuery(getSecurityQueryOptions());
