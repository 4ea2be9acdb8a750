import { addDays } from '../../infra/payments/payment-provider';

/**
 * How long access outlasts a period that is due to renew: Stripe finalises a renewal invoice
 * about an hour after the period ends and retries webhooks for up to three days, so the plan
 * stays in force that long while the renewal is on its way (docs/decisions/005).
 */
export const RENEWAL_GRACE_DAYS = 3;

type Renewable = { currentPeriodEnd: Date; cancelAtPeriodEnd: boolean; paymentFailedAt: Date | null };

/** A plan renews unless the owner cancelled it or the provider could not charge it. */
export const isRenewing = (subscription: Renewable) =>
  !subscription.cancelAtPeriodEnd && subscription.paymentFailedAt === null;

/**
 * When access ends unless a renewal arrives: the end of the period paid, with the grace above
 * while a renewal is due. A cancelled or failed plan ends exactly at its period end (DESIGN.md §4).
 */
export const accessEndsAt = (subscription: Renewable) =>
  isRenewing(subscription)
    ? addDays(subscription.currentPeriodEnd, RENEWAL_GRACE_DAYS)
    : subscription.currentPeriodEnd;
