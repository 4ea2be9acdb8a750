import type { getAlertsCall } from '@faith-shield/contract/alerts/get-alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 03 §2: POST get_alerts. The team's alerts, active first, and the regional ones received. */
export const getAlerts = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getAlertsCall>('get_alerts', {}, { signal }));

export const getAlertsQueryOptions = () =>
  queryOptions({ queryKey: ['get_alerts'], queryFn: ({ signal }) => getAlerts(signal) });

export const useAlerts = () => useQuery(getAlertsQueryOptions());
