import { getSubscriptionCall } from '@faith-shield/contract/subscriptions/get-subscription';
import { paymentCall } from '@faith-shield/contract/subscriptions/payment';
import { subscriptionCancelCall } from '@faith-shield/contract/subscriptions/subscription-cancel';
import { describe, expect, it } from 'vitest';
import { refPart } from '../../../lib/call-ref';
import { GET_SUBSCRIPTION_CALL } from './get-subscription';
import { PAYMENT_CALL } from './payment';
import { SUBSCRIPTION_CANCEL_CALL } from './subscription-cancel';

describe('subscription call refs', () => {
  it('name, method and access match the contract', () => {
    expect(refPart(GET_SUBSCRIPTION_CALL)).toEqual(refPart(getSubscriptionCall));
    expect(refPart(PAYMENT_CALL)).toEqual(refPart(paymentCall));
    expect(refPart(SUBSCRIPTION_CANCEL_CALL)).toEqual(refPart(subscriptionCancelCall));
  });
});
