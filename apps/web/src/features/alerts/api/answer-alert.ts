import type { AnswerAlertRequest, answerAlertCall } from '@faith-shield/contract/alerts/answer-alert';
import { useQueryClient } from '@tanstack/react-query';
import { useQueuedCall } from '../../../lib/offline/use-queued-call';
import { getAlertDetailQueryOptions } from './get-alert-detail';
import { getAlertsQueryOptions } from './get-alerts';

/**
 * spec 03 §2: POST answer_alert. The caller's answer; the last one counts. With no network it
 * waits on the phone (`queued`) and is sent once it returns, once (spec 03 §3).
 */
export const useAnswerAlert = () => {
  const queryClient = useQueryClient();
  const send = useQueuedCall<typeof answerAlertCall>('answer_alert');
  return async (payload: AnswerAlertRequest) => {
    const answer = await send(payload);
    if (answer.status === 1 && !answer.queued) {
      void queryClient.invalidateQueries(getAlertDetailQueryOptions(payload.id));
      void queryClient.invalidateQueries(getAlertsQueryOptions());
    }
    return answer;
  };
};
