import { describe, expect, it } from 'vitest';
import { subscriptionCheck } from './subscription-check';

const owner = (subscriptionsId: number) => ({ token: 't', type: 1, subscriptionsId });
const subUser = { token: 't', type: 2, subscriptionsId: 1 };
const active = (id: number) => ({ plan_status: 'active' as const, subscriptions_id: id });
const deactive = { plan_status: 'deactive' as const, subscriptions_id: 0 };

describe('subscription consistency check (spec 01 §4)', () => {
  it('sets an owner’s stored id to 0 when the plan turned deactive', () => {
    expect(subscriptionCheck(owner(4), deactive)).toEqual({ kind: 'resubscribe', subscriptionsId: 0 });
  });

  it('stores the profile’s id when the owner had none and the plan is active', () => {
    expect(subscriptionCheck(owner(0), active(3))).toEqual({ kind: 'resubscribe', subscriptionsId: 3 });
  });

  it('leaves a consistent owner alone', () => {
    expect(subscriptionCheck(owner(2), active(2))).toEqual({ kind: 'none' });
    expect(subscriptionCheck(owner(0), deactive)).toEqual({ kind: 'none' });
  });

  it('logs a sub user out when the plan is deactive, and only then', () => {
    expect(subscriptionCheck(subUser, deactive)).toEqual({ kind: 'logout' });
    expect(subscriptionCheck(subUser, active(1))).toEqual({ kind: 'none' });
  });

  it('does nothing once signed out', () => {
    expect(subscriptionCheck({ token: null, type: null, subscriptionsId: 0 }, active(1))).toEqual({
      kind: 'none',
    });
  });
});
