import type { getWaitListQuestionCall } from '@faith-shield/contract/public-site/get-wait-list-question';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 01 §7: GET get_wait_list_question, no token. */
export const getWaitListQuestions = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getWaitListQuestionCall>('get_wait_list_question', {}, { signal }));

export const getWaitListQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: ['get_wait_list_question'],
    queryFn: ({ signal }) => getWaitListQuestions(signal),
  });

export const useWaitListQuestions = () => useQuery(getWaitListQuestionsQueryOptions());
