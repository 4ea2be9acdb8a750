import Stripe from 'stripe';

export type SentToStripe = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
};
export type StripeAnswer = { status: number; body: unknown };

/** Stripe's library over a fake HTTP client: the requests it would send, and canned answers. */
export function fakeStripe(answer: (request: SentToStripe) => StripeAnswer) {
  const sent: SentToStripe[] = [];
  const httpClient: Stripe.HttpClient = {
    getClientName: () => 'fake',
    makeRequest: async (_host, _port, path, method, headers, requestData) => {
      const request = {
        method,
        path,
        idempotencyKey: headers['Idempotency-Key'] as string | undefined,
        form: new URLSearchParams(requestData),
      };
      sent.push(request);
      const { status, body } = answer(request);
      return {
        getStatusCode: () => status,
        getHeaders: () => ({ 'request-id': 'req_fake' }),
        getRawResponse: () => ({}),
        toStream: () => {
          throw new Error('not streamed');
        },
        toJSON: async () => body,
      };
    },
  };
  return { client: new Stripe('sk_test_fake', { httpClient, maxNetworkRetries: 0 }), sent };
}

/** Stripe's error body. */
export const stripeError = (status: number, type: string, message: string, code?: string): StripeAnswer => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}) } },
});
