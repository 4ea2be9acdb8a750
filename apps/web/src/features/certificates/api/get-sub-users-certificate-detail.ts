import type { getSubUsersCertificateDetailCall } from '@faith-shield/contract/certificates/get-sub-users-certificate-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: POST get_sub_users_certificate_detail with id and user_id. */
export const getSubUsersCertificateDetail = async (id: string, userId: string, signal?: AbortSignal) =>
  dataOf(
    await callApi<typeof getSubUsersCertificateDetailCall>(
      'get_sub_users_certificate_detail',
      { id, user_id: userId },
      { signal },
    ),
  );

export const getSubUsersCertificateDetailQueryOptions = (id: string, userId: string) =>
  queryOptions({
    queryKey: ['get_sub_users_certificate_detail', id, userId],
    queryFn: ({ signal }) => getSubUsersCertificateDetail(id, userId, signal),
  });

export const useTeamCertificateDetail = (id: string, userId: string) =>
  useQuery({
    ...getSubUsersCertificateDetailQueryOptions(id, userId),
    refetchOnMount: 'always',
    retry: false,
  });
