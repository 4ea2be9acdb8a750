import type { getReportCall } from '@faith-shield/contract/reports/get-report';
import type { MonthYear } from '@faith-shield/contract/reports/report-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** The PDF link lives 15 minutes: the report is asked again before it dies. */
const REFRESH_MS = 10 * 60_000;

/** spec 02 §7: POST get_report (month, year). */
export const getReport = async (period: MonthYear, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getReportCall>('get_report', period, { signal }));

export const getReportQueryOptions = (period: MonthYear) =>
  queryOptions({
    queryKey: ['get_report', period.month, period.year],
    queryFn: ({ signal }) => getReport(period, signal),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });

export const useReport = (period: MonthYear) => useQuery({ ...getReportQueryOptions(period), retry: false });
