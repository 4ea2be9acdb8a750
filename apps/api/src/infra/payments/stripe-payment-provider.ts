import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import Stripe from 'stripe';
import { addDays, type PaymentProvider, type PlanPrice } from './payment-provider';

/** A refusal the owner should read (a declined card, a token Stripe does not know). */
function refusal(error: unknown): { ok: false; message: string } | null {
  if (error instanceof Stripe.errors.StripeCardError) return { ok: false, message: error.message };
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'source') {
    return { ok: false, message: error.message };
  }
  return null;
}

const isStripeCode = (error: unknown, code: string) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === code;

/**
 * Payments through Stripe (DESIGN.md §2, STRIPE_SECRET_KEY set). One Product per tier, with a
 * fixed id so every server finds it without storing it; each subscription carries its price
 * inline (price_data) from our plan row, billed every 30 or 365 days as the spec counts them
 * (spec 01 §9). Stripe renews at the period end and tells us by webhook (stripe-webhook-routes).
 * An operator's price change moves each running subscription to a new Price from its next
 * invoice (setRenewalPrice).
 */
export function stripePaymentProvider(
  secretKey: string,
  client = new Stripe(secretKey, { maxNetworkRetries: 2 }),
) {
  const products = new Map<number, Promise<string>>();

  async function createProductOnce(plan: PlanPrice): Promise<string> {
    const id = `faith_shield_tier_${plan.tier}`;
    try {
      await client.products.retrieve(id);
      return id;
    } catch (error) {
      if (!isStripeCode(error, 'resource_missing')) throw error;
    }
    try {
      await client.products.create({
        id,
        name: `${PRODUCT_NAME} ${plan.name}`,
        metadata: { tier: plan.tier },
      });
    } catch (error) {
      // another server created it a moment ago
      if (!isStripeCode(error, 'resource_already_exists')) throw error;
    }
    return id;
  }

  const productFor = (plan: PlanPrice) => {
    let product = products.get(plan.tier);
    if (!product) {
      product = createProductOnce(plan);
      products.set(plan.tier, product);
      product.catch(() => products.delete(plan.tier));
    }
    return product;
  };

  const prices = new Map<string, Promise<string>>();

  /** Prices cannot change: a new one per amount and period, found again by its lookup key. */
  async function findOrCreatePrice(plan: PlanPrice, lookupKey: string): Promise<string> {
    const found = await client.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const existing = found.data[0];
    if (existing) return existing.id;
    const created = await client.prices.create(
      {
        currency: 'usd',
        product: await productFor(plan),
        unit_amount: plan.priceCents,
        recurring: { interval: 'day', interval_count: plan.periodDays },
        lookup_key: lookupKey,
        // another server created the same price a moment ago: either serves
        transfer_lookup_key: true,
        metadata: { plan_id: plan.planId },
      },
      { idempotencyKey: `price|${lookupKey}` },
    );
    return created.id;
  }

  const priceFor = (plan: PlanPrice) => {
    const lookupKey = `faith_shield_${plan.planId}_${plan.priceCents}_${plan.periodDays}d`;
    let price = prices.get(lookupKey);
    if (!price) {
      price = findOrCreatePrice(plan, lookupKey);
      prices.set(lookupKey, price);
      price.catch(() => prices.delete(lookupKey));
    }
    return price;
  };

  const provider: PaymentProvider = {
    name: 'stripe',
    renewal: 'webhook',
    async startSubscription({
      organisationId,
      email,
      plan,
      token,
      idempotencyKey,
      customerId,
      now,
      periodStart,
    }) {
      try {
        const product = await productFor(plan);
        const metadata = { organisation_id: organisationId, plan_id: plan.planId };
        const customer = customerId
          ? await client.customers.update(
              customerId,
              { source: token, email },
              { idempotencyKey: `${idempotencyKey}:customer` },
            )
          : await client.customers.create(
              { email, source: token, metadata },
              { idempotencyKey: `${idempotencyKey}:customer` },
            );
        // Bought during a free trial: the price is charged now on the first invoice, and Stripe
        // counts the first period from the trial's end, its first renewal at that period's end.
        const startsLater =
          periodStart > now
            ? {
                trial_end: Math.floor(addDays(periodStart, plan.periodDays).getTime() / 1000),
                add_invoice_items: [
                  { price_data: { currency: 'usd', product, unit_amount: plan.priceCents } },
                ],
              }
            : {};
        const subscription = await client.subscriptions.create(
          {
            customer: customer.id,
            items: [
              {
                price_data: {
                  currency: 'usd',
                  product,
                  unit_amount: plan.priceCents,
                  recurring: { interval: 'day', interval_count: plan.periodDays },
                },
              },
            ],
            // a declined first charge fails here, with no half-made subscription left behind
            payment_behavior: 'error_if_incomplete',
            metadata,
            ...startsLater,
          },
          { idempotencyKey: `${idempotencyKey}:subscription` },
        );
        const periodEnd = subscription.items.data[0]?.current_period_end;
        if (!periodEnd) throw new Error(`Stripe subscription ${subscription.id} has no period end`);
        const invoice = subscription.latest_invoice;
        return {
          ok: true,
          customerId: customer.id,
          subscriptionId: subscription.id,
          periodEnd: new Date(periodEnd * 1000),
          reference: (typeof invoice === 'string' ? invoice : invoice?.id) ?? subscription.id,
        };
      } catch (error) {
        const refused = refusal(error);
        if (refused) return refused;
        throw error;
      }
    },
    async cancelAtPeriodEnd({ subscriptionId, idempotencyKey }) {
      try {
        await client.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey });
        return { ok: true };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) return { ok: false, message: error.message };
        throw error;
      }
    },
    async setRenewalPrice({ subscriptionId, plan, idempotencyKey }) {
      try {
        const price = await priceFor(plan);
        const subscription = await client.subscriptions.retrieve(subscriptionId);
        const item = subscription.items.data[0];
        if (!item) return { ok: false, message: `Stripe subscription ${subscriptionId} has no item` };
        if (item.price.id === price) return { ok: true };
        // no proration: the period paid keeps its price, the next invoice charges the new one
        await client.subscriptions.update(
          subscriptionId,
          { items: [{ id: item.id, price }], proration_behavior: 'none' },
          { idempotencyKey },
        );
        return { ok: true };
      } catch (error) {
        // a subscription gone or ended will never take it; anything else is worth a retry
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return { ok: false, message: error.message };
        throw error;
      }
    },
  };
  return provider;
}
