import type { stopSharingReportCall } from '@faith-shield/contract/reports/stop-sharing-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { getReportShareQueryOptions } from './get-report-share';

/** The shared link stops answering (an owner's: every link of the organisation). */
export const stopSharingReport = async () =>
  dataOf(await callApi<typeof stopSharingReportCall>('stop_sharing_report', {}));

export function useStopSharingReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: stopSharingReport,
    onSuccess: (share) => client.setQueryData(getReportShareQueryOptions().queryKey, share),
  });
}
