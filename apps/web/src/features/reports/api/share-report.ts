import type { shareReportCall } from '@faith-shield/contract/reports/share-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { getReportShareQueryOptions } from './get-report-share';

/** Shares the signed-in user's reports: the link's token (the same one until sharing stops). */
export const shareReport = async () => dataOf(await callApi<typeof shareReportCall>('share_report', {}));

export function useShareReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shareReport,
    onSuccess: (share) => client.setQueryData(getReportShareQueryOptions().queryKey, share),
  });
}
