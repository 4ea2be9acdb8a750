import type { getQuestionByRiskCategoriesIdCall } from '@faith-shield/contract/risk/get-question-by-risk-categories-id';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: POST get_question_by_risk_categories_id with the id, no token. */
export const getQuestionByRiskCategoriesId = async (id: string, signal?: AbortSignal) =>
  dataOf(
    await callApi<typeof getQuestionByRiskCategoriesIdCall>(
      'get_question_by_risk_categories_id',
      { id },
      { signal },
    ),
  );

export const getQuestionByRiskCategoriesIdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['get_question_by_risk_categories_id', id],
    queryFn: ({ signal }) => getQuestionByRiskCategoriesId(id, signal),
    staleTime: 5 * 60_000,
  });

export const useCategoryQuestions = (id: string) =>
  useQuery({ ...getQuestionByRiskCategoriesIdQueryOptions(id), enabled: id !== '' });
