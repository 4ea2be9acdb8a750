import type { getReportShareCall } from '@faith-shield/contract/reports/get-report-share';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** Whether the signed-in user's reports are shared, and the link's token. */
export const getReportShare = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getReportShareCall>('get_report_share', {}, { signal }));

export const getReportShareQueryOptions = () =>
  queryOptions({ queryKey: ['get_report_share'], queryFn: ({ signal }) => getReportShare(signal) });

export const useReportShare = () => useQuery(getReportShareQueryOptions());
