import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearPasswordReset,
  clearSession,
  getChosenPlan,
  getResetCode,
  getSavedEmail,
  getSession,
  setChosenPlan,
  setResetCode,
  setSavedEmail,
  setSession,
  setSubscriptionsId,
  subscribeSession,
} from './session';

describe('session store (spec 01 §3)', () => {
  beforeEach(() => {
    clearSession();
    window.localStorage.clear();
  });

  it('keeps token, type and subscriptions_id under those exact keys', () => {
    setSession({ token: 'abc', type: 1, subscriptionsId: 4 });
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(window.localStorage.getItem('type')).toBe('1');
    expect(window.localStorage.getItem('subscriptions_id')).toBe('4');
    expect(getSession()).toEqual({ token: 'abc', type: 1, subscriptionsId: 4, setupOnly: false });
  });

  it('clears the three values and tells subscribers once per change', () => {
    setSession({ token: 'abc', type: 2, subscriptionsId: 0 });
    let calls = 0;
    const unsubscribe = subscribeSession(() => {
      calls += 1;
    });
    clearSession();
    clearSession();
    unsubscribe();
    expect(calls).toBe(1);
    expect(getSession()).toEqual({ token: null, type: null, subscriptionsId: 0, setupOnly: false });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the same snapshot object until something changes', () => {
    setSession({ token: 'abc', type: 1, subscriptionsId: 1 });
    const first = getSession();
    setSubscriptionsId(1);
    expect(getSession()).toBe(first);
    setSubscriptionsId(3);
    expect(getSession()).not.toBe(first);
    expect(getSession().subscriptionsId).toBe(3);
  });

  it('keeps the reset e-mail and code until the reset succeeds', () => {
    setSavedEmail('a@example.org');
    setResetCode('123456');
    expect(getSavedEmail()).toBe('a@example.org');
    expect(getResetCode()).toBe('123456');
    clearPasswordReset();
    expect(getSavedEmail()).toBeNull();
    expect(getResetCode()).toBeNull();
  });

  it('keeps the chosen plan', () => {
    const plan = { sub_id: 3, plan_id: 'price_standard_monthly', price: '19.00', sub_type: 'Monthly' };
    setChosenPlan(plan);
    expect(getChosenPlan()).toEqual(plan);
  });
});
