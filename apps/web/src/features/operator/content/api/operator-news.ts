import type { operatorNewsCall } from '@faith-shield/contract/operator-content/operator-news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorData } from '../../lib/call-operator';

export const operatorNewsQueryOptions = () =>
  queryOptions({
    queryKey: ['operator_news'],
    queryFn: async () => (await operatorData<typeof operatorNewsCall>('operator_news', {})).posts,
  });

export const useOperatorNews = () => useQuery(operatorNewsQueryOptions());
