import type { CallRequest } from '@faith-shield/contract/shared/call';
import type { paymentCall } from '@faith-shield/contract/subscriptions/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { callRef } from '../../../lib/call-ref';

/** spec 01 §7: POST payment (token, id, amount, plan_id, stripeToken). */
export const PAYMENT_CALL = callRef<typeof paymentCall>({ name: 'payment', method: 'POST', access: 'owner' });

export type PaymentPayload = CallRequest<typeof paymentCall>;

/** Answers the envelope itself: a status 0 message goes in the payment alert (spec 01 §8). */
export const pay = (payload: PaymentPayload) => callApi(PAYMENT_CALL, payload);

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
