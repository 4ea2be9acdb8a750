import type { CallRequest } from '@faith-shield/contract/shared/call';
import type { subscriptionCancelCall } from '@faith-shield/contract/subscriptions/subscription-cancel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { callRef } from '../../../lib/call-ref';
import { getSubscriptionQueryOptions } from './get-subscription';

/** spec 01 §7: POST subscription_cancel (token, id, subscription_id). */
export const SUBSCRIPTION_CANCEL_CALL = callRef<typeof subscriptionCancelCall>({
  name: 'subscription_cancel',
  method: 'POST',
  access: 'owner',
});

export type SubscriptionCancelPayload = CallRequest<typeof subscriptionCancelCall>;

/** Answers the envelope itself: its message, either way, goes in an alert (spec 01 §8). */
export const cancelSubscription = (payload: SubscriptionCancelPayload) =>
  callApi(SUBSCRIPTION_CANCEL_CALL, payload);

export const useSubscriptionCancel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSubscriptionQueryOptions().queryKey }),
  });
};
