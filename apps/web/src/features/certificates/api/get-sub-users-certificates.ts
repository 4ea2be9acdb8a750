import type { getSubUsersCertificatesCall } from '@faith-shield/contract/certificates/get-sub-users-certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: POST get_sub_users_certificates; the team's, with the holders' names. */
export const getSubUsersCertificates = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getSubUsersCertificatesCall>('get_sub_users_certificates', {}, { signal }));

export const getSubUsersCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: ['get_sub_users_certificates'],
    queryFn: ({ signal }) => getSubUsersCertificates(signal),
  });

export const useTeamCertificates = () => useQuery(getSubUsersCertificatesQueryOptions());
