import type { CloseAlertRequest, closeAlertCall } from '@faith-shield/contract/alerts/close-alert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getAlertDetailQueryOptions } from './get-alert-detail';
import { getAlertsQueryOptions } from './get-alerts';

/** spec 03 §2: POST close_alert, the all-clear. Owner or leader. */
export const closeAlert = (payload: CloseAlertRequest) =>
  callApi<typeof closeAlertCall>('close_alert', payload);

export const useCloseAlert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAlert,
    onSuccess: (answer, payload) => {
      if (answer.status !== 1) return;
      void queryClient.invalidateQueries(getAlertDetailQueryOptions(payload.id));
      void queryClient.invalidateQueries(getAlertsQueryOptions());
    },
  });
};
