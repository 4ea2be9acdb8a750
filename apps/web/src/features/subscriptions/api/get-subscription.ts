import type { getSubscriptionCall } from '@faith-shield/contract/subscriptions/get-subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { callRef } from '../../../lib/call-ref';

/** spec 01 §7: POST get_subscription (token): the plan list and the current plan. */
export const GET_SUBSCRIPTION_CALL = callRef<typeof getSubscriptionCall>({
  name: 'get_subscription',
  method: 'POST',
  access: 'owner',
});

export const getSubscription = async (signal?: AbortSignal) =>
  dataOf(await callApi(GET_SUBSCRIPTION_CALL, {}, { signal }));

export const getSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: [GET_SUBSCRIPTION_CALL.name],
    queryFn: ({ signal }) => getSubscription(signal),
  });

export const useSubscription = () => useQuery(getSubscriptionQueryOptions());
