import type { AnswerAlertRequest, answerAlertCall } from '@faith-shield/contract/alerts/answer-alert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getAlertDetailQueryOptions } from './get-alert-detail';
import { getAlertsQueryOptions } from './get-alerts';

/** spec 03 §2: POST answer_alert. The caller's answer; the last one counts. */
export const answerAlert = (payload: AnswerAlertRequest) =>
  callApi<typeof answerAlertCall>('answer_alert', payload);

export const useAnswerAlert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAlert,
    onSuccess: (_answer, payload) => {
      void queryClient.invalidateQueries(getAlertDetailQueryOptions(payload.id));
      void queryClient.invalidateQueries(getAlertsQueryOptions());
    },
  });
};
