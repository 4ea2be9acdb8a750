/** The price being bought, as the provider needs it (amounts in US cents). */
export type PlanPrice = {
  planId: string;
  tier: number;
  name: string;
  type: 'Monthly' | 'Yearly';
  priceCents: number;
  periodDays: number;
};

export type StartSubscriptionInput = {
  organisationId: string;
  email: string;
  plan: PlanPrice;
  /** The card token from the card form (spec 01 §7 stripeToken). */
  token: string;
  /** The same for a double submit: the provider charges once (docs/decisions/005). */
  idempotencyKey: string;
  /** The provider's customer from an earlier plan of this organisation, if any. */
  customerId: string | null;
  now: Date;
  /** When the first period paid begins: now, or the end of a free trial still running. */
  periodStart: Date;
};

export type ProviderRefusal = { ok: false; message: string };

export type StartSubscriptionResult =
  | {
      ok: true;
      customerId: string | null;
      subscriptionId: string;
      /** The end of the first period paid (periodStart plus the plan's days). */
      periodEnd: Date;
      /** The provider's id of the first charge or invoice. */
      reference: string;
    }
  | ProviderRefusal;

export type RenewSubscriptionInput = {
  subscriptionId: string;
  priceCents: number;
  periodDays: number;
  periodEnd: Date;
};

export type RenewalPriceInput = {
  subscriptionId: string;
  /** The plan with the price its next renewal is to charge. */
  plan: PlanPrice;
  /** The same for a retry of one update: the provider applies it once. */
  idempotencyKey: string;
};

export type RenewSubscriptionResult = { ok: true; periodEnd: Date; reference: string } | ProviderRefusal;

type ProviderBase = {
  name: 'stripe' | 'test';
  /** Charges the first period and sets up renewal; a declined card is a refusal, not an error. */
  startSubscription: (input: StartSubscriptionInput) => Promise<StartSubscriptionResult>;
  /** Stops renewal; the period already paid runs to its end. */
  cancelAtPeriodEnd: (input: {
    subscriptionId: string;
    idempotencyKey: string;
  }) => Promise<{ ok: true } | ProviderRefusal>;
  /**
   * From the next renewal on, charge the plan's new price; the period already paid is left as
   * it is (no proration). A refusal means the subscription cannot take it (gone); an error is
   * worth a retry.
   */
  setRenewalPrice: (input: RenewalPriceInput) => Promise<{ ok: true } | ProviderRefusal>;
};

/**
 * A card payment provider (DESIGN.md §2). Stripe charges renewals itself and reports them by
 * webhook; the built-in test provider is renewed by our plan job, as Stripe would at the
 * period end.
 */
export type PaymentProvider = ProviderBase &
  (
    | { renewal: 'webhook' }
    | {
        renewal: 'job';
        renew: (input: RenewSubscriptionInput) => Promise<RenewSubscriptionResult>;
      }
  );

export const DAY_MS = 86_400_000;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
