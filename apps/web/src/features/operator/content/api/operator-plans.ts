import type { operatorPlansCall } from '@faith-shield/contract/operator-content/operator-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorData } from '../../lib/call-operator';

export const operatorPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['operator_plans'],
    queryFn: async () => (await operatorData<typeof operatorPlansCall>('operator_plans', {})).plans,
  });

export const useOperatorPlans = () => useQuery(operatorPlansQueryOptions());
