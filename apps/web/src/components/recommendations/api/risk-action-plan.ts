import type { riskActionPlanCall } from '@faith-shield/contract/risk/risk-action-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { fetchesFirstCall, firstQuery } from '../../../lib/first-query';

/** The action plan: every item for an owner, a sub user's own assigned items. */
export const getRiskActionPlan = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof riskActionPlanCall>('risk_action_plan', {}, { signal }));

export const riskActionPlanQueryOptions = () =>
  queryOptions({ queryKey: ['risk_action_plan'], queryFn: ({ signal }) => getRiskActionPlan(signal) });

/** A route that lists risk_action_plan among its first calls has it fetched with these options (lib/first-query.ts). */
fetchesFirstCall('risk_action_plan', () => firstQuery(riskActionPlanQueryOptions()));

export const useRiskActionPlan = () => useQuery(riskActionPlanQueryOptions());
