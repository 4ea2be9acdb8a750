import type { getSubscriptionCall } from '@faith-shield/contract/subscriptions/get-subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 01 §7: POST get_subscription (token): the plan list and the current plan. */
export const getSubscription = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getSubscriptionCall>('get_subscription', {}, { signal }));

export const getSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['get_subscription'],
    queryFn: ({ signal }) => getSubscription(signal),
  });

export const useSubscription = () => useQuery(getSubscriptionQueryOptions());
