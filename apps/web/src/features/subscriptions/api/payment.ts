import type { CallRequest } from '@faith-shield/contract/shared/call';
import type { paymentCall } from '@faith-shield/contract/subscriptions/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type PaymentPayload = CallRequest<typeof paymentCall>;

/**
 * spec 01 §7: POST payment (token, id, amount, plan_id, stripeToken). Answers the envelope
 * itself: a status 0 message goes in the payment alert (spec 01 §8).
 */
export const pay = (payload: PaymentPayload) => callApi<typeof paymentCall>('payment', payload);

export const usePayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pay,
    // A new tier changes what much of the server's data says (the profile's plan first of all,
    // which /profile shows next): everything is refetched. Not awaited: the screen moves on.
    onSuccess: (envelope) => {
      if (envelope.status === 1) void queryClient.invalidateQueries();
    },
  });
};
