import { getSubscriptionCall } from '@faith-shield/contract/subscriptions/get-subscription';
import { paymentCall } from '@faith-shield/contract/subscriptions/payment';
import { subscriptionCancelCall } from '@faith-shield/contract/subscriptions/subscription-cancel';
import type { FastifyInstance } from 'fastify';
import type { CallRateLimit } from '../../http/rate-limit-hook';
import { readToken } from '../../http/read-token';
import { registerCall } from '../../http/register-call';
import { hashToken } from '../../infra/auth/tokens';
import { getSubscription } from './get-subscription';
import { payForPlan } from './payment';
import { stripeWebhookRoutes } from './stripe-webhook-routes';
import { cancelSubscription } from './subscription-cancel';

/** A card form is not a place to try stolen cards: a few attempts per session, then wait. */
export const PAYMENT_RATE_LIMITS: readonly CallRateLimit[] = [
  {
    per: 'session',
    max: 10,
    timeWindow: 15 * 60_000,
    key: (request) => {
      const token = readToken(request);
      return token ? hashToken(token) : undefined;
    },
  },
];

/**
 * Subscriptions and payment (spec 01 §7): owners only, on any plan or none, since an owner
 * whose plan ended must be able to pay again. Plus Stripe's webhook.
 */
export async function subscriptionRoutes(app: FastifyInstance) {
  registerCall(app, getSubscriptionCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: 'Subscription plans',
      data: await getSubscription(deps, auth.organisationId),
    }),
  });
  registerCall(app, paymentCall, {
    rateLimits: PAYMENT_RATE_LIMITS,
    handler: async ({ auth, deps, input, request }) => {
      const paid = await payForPlan({ ...deps, log: request.log }, auth.organisationId, input);
      return { message: paid.message, data: { subscriptions_id: paid.tier } };
    },
  });
  registerCall(app, subscriptionCancelCall, {
    handler: async ({ auth, deps, input }) => {
      const cancelled = await cancelSubscription(deps, auth.organisationId, input);
      return { message: cancelled.message, data: { ends_at: cancelled.endsAt.toISOString() } };
    },
  });
  await app.register(stripeWebhookRoutes);
}
