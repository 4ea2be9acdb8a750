import type { General, generalCall } from '@faith-shield/contract/risk/general';
import type { RiskCategory } from '@faith-shield/contract/risk/risk-assessment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { fetchesFirstCall, firstQuery } from '../../../lib/first-query';

/** spec 02 §7: GET general; the assessment with the organisation's answers and scores. */
export const getGeneral = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof generalCall>('general', {}, { signal }));

export const generalQueryOptions = () =>
  queryOptions({ queryKey: ['general'], queryFn: ({ signal }) => getGeneral(signal) });

/** A route that lists general among its first calls has it fetched with these options (lib/first-query.ts). */
fetchesFirstCall('general', () => firstQuery(generalQueryOptions()));

export const useGeneral = () => useQuery(generalQueryOptions());

/** The categories, whoever asked: `risk` for an owner, `risk_categories` for a sub user. */
export const categoriesOf = (general: General): RiskCategory[] =>
  general.risk ?? general.risk_categories ?? [];
