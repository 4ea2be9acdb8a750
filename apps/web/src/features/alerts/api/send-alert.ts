import type { SendAlertRequest, sendAlertCall } from '@faith-shield/contract/alerts/send-alert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getAlertsQueryOptions } from './get-alerts';

/** spec 03 §2: POST send_alert; answers the envelope (status 0 → the form's red alert). */
export const sendAlert = (payload: SendAlertRequest) => callApi<typeof sendAlertCall>('send_alert', payload);

export const useSendAlert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAlert,
    onSuccess: (answer) => {
      if (answer.status === 1) void queryClient.invalidateQueries(getAlertsQueryOptions());
    },
  });
};
