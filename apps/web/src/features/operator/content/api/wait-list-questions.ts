import type { operatorSaveWaitListQuestionsCall } from '@faith-shield/contract/operator-content/operator-save-wait-list-questions';
import type {
  getWaitListQuestionCall,
  WaitListQuestion,
} from '@faith-shield/contract/public-site/get-wait-list-question';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { dataOf } from '../../../../lib/api-error';
import { callOperator } from '../../lib/call-operator';

/** The questionnaire as visitors read it: what the editor starts from. */
export const waitListQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: ['get_wait_list_question'],
    queryFn: async ({ signal }) =>
      dataOf(await callApi<typeof getWaitListQuestionCall>('get_wait_list_question', {}, { signal })),
  });
export const useWaitListQuestions = () => useQuery(waitListQuestionsQueryOptions());

type EditedQuestion = Omit<WaitListQuestion, 'id' | 'answers'> & {
  id?: number;
  answers: { id?: number; name: string }[];
};

/** The whole questionnaire in order; the list travels as JSON text. */
export const operatorSaveWaitListQuestions = (questions: EditedQuestion[]) =>
  callOperator<typeof operatorSaveWaitListQuestionsCall>('operator_save_wait_list_questions', {
    questions: JSON.stringify(questions),
  });
