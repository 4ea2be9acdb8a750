import type { General } from '@faith-shield/contract/risk/general';
import type {
  Answer,
  riskAnswerUpdateByUserCall,
} from '@faith-shield/contract/risk/risk-answer-update-by-user';
import type { AnswerStatus, RiskCategory } from '@faith-shield/contract/risk/risk-assessment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generalQueryOptions } from '../../../components/recommendations/api/general';
import { riskActionPlanQueryOptions } from '../../../components/recommendations/api/risk-action-plan';
import { showError } from '../../../components/ui/toast';
import { callApi } from '../../../lib/api-client';

const KEY = ['risk_answer_update_by_user'];

/** spec 02 §7: POST risk_answer_update_by_user with `question`, the answers as JSON text. */
export const riskAnswerUpdateByUser = (answers: Answer[]) =>
  callApi<typeof riskAnswerUpdateByUserCall>('risk_answer_update_by_user', { question: answers });

const withAnswer = (categories: RiskCategory[], answer: Answer): RiskCategory[] =>
  categories.map((category) =>
    category.id !== answer.risk_id
      ? category
      : {
          ...category,
          questions: category.questions.map((question) => {
            if (question.id !== answer.question_id) return question;
            const subStatus = new Map(
              (answer.sub_question ?? []).map((sub) => [sub.sub_question_id, sub.status]),
            );
            return {
              ...question,
              status: answer.status as AnswerStatus,
              // spec 02 §3: sub-answers are kept only while the parent is Yes
              sub_questions: question.sub_questions.map((sub) => ({
                ...sub,
                status: (answer.status === 1
                  ? (subStatus.get(sub.sub_question_id) ?? sub.status)
                  : 2) as AnswerStatus,
              })),
            };
          }),
        },
  );

/**
 * Saves one answer as it is tapped: shown at once, saved in order (one save at a time), and
 * the server's scores taken once the last pending save is answered. A failure says so and
 * reloads the answers as stored.
 */
export const useSaveAnswer = () => {
  const queryClient = useQueryClient();
  const { queryKey } = generalQueryOptions();
  return useMutation({
    mutationKey: KEY,
    scope: { id: 'risk-answers' },
    mutationFn: (answer: Answer) => riskAnswerUpdateByUser([answer]),
    onMutate: async (answer) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (general: General | undefined) =>
        general?.risk ? { ...general, risk: withAnswer(general.risk, answer) } : general,
      );
    },
    onSuccess: (result) => {
      if (result.status !== 1 || !result.data) {
        showError(result.message);
        void queryClient.invalidateQueries({ queryKey });
        return;
      }
      if (queryClient.isMutating({ mutationKey: KEY }) <= 1) queryClient.setQueryData(queryKey, result.data);
      void queryClient.invalidateQueries(riskActionPlanQueryOptions());
    },
  });
};
