// No zod here: a screen that shows a message only (/subscriptions) need not load the schemas.
/** spec 01 §4 and §8 ('Please select Subscription'); the rest where the spec is silent. */
export const PAYMENT_MESSAGES = {
  selectSubscription: 'Please select Subscription',
  cardDetails: 'Please enter your card details.',
  planUnavailable: 'This plan is no longer available. Please choose your plan again.',
  planChanged: 'The plan you chose does not match our plans. Please choose your plan again.',
  amountMismatch:
    'The amount does not match the price of the plan you chose. Please choose your plan again; you have not been charged.',
  alreadyActive: 'You already have an active plan. You can choose a new plan when the current one ends.',
  inProgress:
    'A payment for your organisation is already in progress. Please wait a moment, then check your subscription.',
  paid: (plan: string, until: string) => `Payment successful. Your ${plan} plan is active until ${until}.`,
} as const;
