import type { CallRequest } from '@faith-shield/contract/shared/call';
import type { subscriptionCancelCall } from '@faith-shield/contract/subscriptions/subscription-cancel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getSubscriptionQueryOptions } from './get-subscription';

export type SubscriptionCancelPayload = CallRequest<typeof subscriptionCancelCall>;

/**
 * spec 01 §7: POST subscription_cancel (token, id, subscription_id). Answers the envelope
 * itself: its message, either way, goes in an alert (spec 01 §8).
 */
export const cancelSubscription = (payload: SubscriptionCancelPayload) =>
  callApi<typeof subscriptionCancelCall>('subscription_cancel', payload);

export const useSubscriptionCancel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSubscriptionQueryOptions().queryKey }),
  });
};
