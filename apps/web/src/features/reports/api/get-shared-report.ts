import type { getSharedReportCall } from '@faith-shield/contract/reports/get-shared-report';
import type { MonthYear } from '@faith-shield/contract/reports/report-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

const REFRESH_MS = 10 * 60_000;

/** The public page's report (spec 02 §7 /monthly-reports-view): no token, the link's share token. */
export const getSharedReport = async (shareToken: string, period: MonthYear, signal?: AbortSignal) =>
  dataOf(
    await callApi<typeof getSharedReportCall>(
      'get_shared_report',
      { user_id: shareToken, ...period },
      { signal },
    ),
  );

export const getSharedReportQueryOptions = (shareToken: string, period: MonthYear) =>
  queryOptions({
    queryKey: ['get_shared_report', shareToken, period.month, period.year],
    queryFn: ({ signal }) => getSharedReport(shareToken, period, signal),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });

export const useSharedReport = (shareToken: string, period: MonthYear) =>
  useQuery({ ...getSharedReportQueryOptions(shareToken, period), retry: false, enabled: shareToken !== '' });
