import type { riskActionPlanCall } from '@faith-shield/contract/risk/risk-action-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** The action plan: every item for an owner, a sub user's own assigned items. */
export const getRiskActionPlan = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof riskActionPlanCall>('risk_action_plan', {}, { signal }));

export const riskActionPlanQueryOptions = () =>
  queryOptions({ queryKey: ['risk_action_plan'], queryFn: ({ signal }) => getRiskActionPlan(signal) });

export const useRiskActionPlan = () => useQuery(riskActionPlanQueryOptions());
