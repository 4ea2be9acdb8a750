import type { getCertificatesCall } from '@faith-shield/contract/certificates/get-certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: POST get_certificates; the signed-in person's own, the next to expire first. */
export const getCertificates = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getCertificatesCall>('get_certificates', {}, { signal }));

export const getCertificatesQueryOptions = () =>
  queryOptions({ queryKey: ['get_certificates'], queryFn: ({ signal }) => getCertificates(signal) });

export const useCertificates = () => useQuery(getCertificatesQueryOptions());
