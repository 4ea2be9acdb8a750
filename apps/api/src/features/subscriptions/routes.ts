import {
  GET_SUBSCRIPTION_MESSAGES,
  getSubscriptionCall,
} from '@faith-shield/contract/subscriptions/get-subscription';
import { paymentCall } from '@faith-shield/contract/subscriptions/payment';
import { subscriptionCancelCall } from '@faith-shield/contract/subscriptions/subscription-cancel';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { getSubscription } from './get-subscription';
import { payForPlan } from './payment';
import { stripeWebhookRoutes } from './stripe-webhook-routes';
import { cancelSubscription } from './subscription-cancel';

/**
 * Subscriptions and payment (spec 01 §7): owners only, on any plan or none, since an owner
 * whose plan ended must be able to pay again. Plus Stripe's webhook.
 */
export async function subscriptionRoutes(app: FastifyInstance) {
  registerCall(app, getSubscriptionCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: GET_SUBSCRIPTION_MESSAGES.found,
      data: await getSubscription(deps, auth.organisationId),
    }),
  });
  registerCall(app, paymentCall, {
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
