import type { getCertificateDetailCall } from '@faith-shield/contract/certificates/get-certificate-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: POST get_certificate_detail with id; one of the caller's own. */
export const getCertificateDetail = async (id: string, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getCertificateDetailCall>('get_certificate_detail', { id }, { signal }));

export const getCertificateDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['get_certificate_detail', id],
    queryFn: ({ signal }) => getCertificateDetail(id, signal),
  });

/** Edit and view always start from what the server holds now. */
export const useCertificateDetail = (id: string) =>
  useQuery({ ...getCertificateDetailQueryOptions(id), refetchOnMount: 'always', retry: false });
