import type { SubscriptionPlan } from '@faith-shield/contract/subscriptions/get-subscription';
import { describe, expect, it } from 'vitest';
import { findChosenPlan, toChosenPlan } from './chosen-plan';

const plan = (plan_id: string, type: 'Monthly' | 'Yearly', price: number): SubscriptionPlan => ({
  id: `row-${plan_id}`,
  plan_id,
  name: 'Standard',
  price,
  type,
  features: ['Inventory'],
  subscriptions_id: 3,
});
const plans = [plan('standard_monthly', 'Monthly', 39), plan('standard_yearly', 'Yearly', 390)];

describe('chosen plan (spec 01 §3)', () => {
  it('keeps sub_id, plan_id, price and sub_type', () => {
    expect(toChosenPlan(plans[1] as SubscriptionPlan)).toEqual({
      sub_id: 3,
      plan_id: 'standard_yearly',
      price: '390',
      sub_type: 'Yearly',
    });
  });

  it('finds the saved choice among the plans on offer', () => {
    expect(findChosenPlan(plans, toChosenPlan(plans[1] as SubscriptionPlan))?.id).toBe('row-standard_yearly');
  });

  it('finds nothing for no choice or a plan no longer on offer', () => {
    expect(findChosenPlan(plans, null)).toBeNull();
    expect(
      findChosenPlan(plans, { sub_id: 2, plan_id: 'basic_monthly', price: '19', sub_type: 'Monthly' }),
    ).toBeNull();
  });
});
