import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { readStripeEvent } from '../../infra/payments/stripe-webhook-event';
import { applyStripeEvent } from './apply-stripe-event';

export const STRIPE_WEBHOOK_MESSAGES = {
  notConfigured: 'Stripe webhooks are not configured on this server.',
  badSignature: 'The webhook signature is not valid.',
  received: 'Webhook received.',
} as const;

/**
 * POST /api/stripe_webhook: Stripe's own call, outside the contract and the token guard; the
 * signature (STRIPE_WEBHOOK_SECRET) is its authentication. Registered as its own plugin so
 * JSON stays the raw bytes Stripe signed here and is parsed everywhere else.
 */
export async function stripeWebhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/stripe_webhook', async (request) => {
    const { deps } = app;
    const secret = deps.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) {
      request.log.warn('stripe webhook refused: STRIPE_WEBHOOK_SECRET is not set');
      throw new ApiError(400, STRIPE_WEBHOOK_MESSAGES.notConfigured);
    }
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const event = readStripeEvent(body, request.headers['stripe-signature'], secret, deps.now());
    if (!event) throw new ApiError(400, STRIPE_WEBHOOK_MESSAGES.badSignature);
    const outcome = await applyStripeEvent({ ...deps, log: request.log }, event).finally(deps.changes.settle);
    request.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
    return { status: 1, message: STRIPE_WEBHOOK_MESSAGES.received };
  });
}
