import type { getAlertDetailCall } from '@faith-shield/contract/alerts/get-alert-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 03 §2: POST get_alert_detail. The alert and the roll-call rows the caller may see. */
export const getAlertDetail = async (id: string, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getAlertDetailCall>('get_alert_detail', { id }, { signal }));

export const getAlertDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['get_alert_detail', id],
    queryFn: ({ signal }) => getAlertDetail(id, signal),
  });

export const useAlertDetail = (id: string) => useQuery(getAlertDetailQueryOptions(id));
