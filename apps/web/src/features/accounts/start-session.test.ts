// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession } from '../../lib/session';
import { landingPath, startSession } from './start-session';

const data = (overrides: Partial<Parameters<typeof startSession>[0]> = {}) => ({
  token: 'abc',
  type: 1,
  plan_status: 'active' as const,
  subscriptions_id: 4,
  risk_assessment_answer_by_user: 0,
  ...overrides,
});

afterEach(clearSession);

describe('after login (spec 01 §4)', () => {
  it('stores token, type and the plan id while the plan is active', () => {
    startSession(data());
    expect(getSession()).toEqual({ token: 'abc', type: 1, subscriptionsId: 4, setupOnly: false });
    expect(window.localStorage.getItem('subscriptions_id')).toBe('4');
  });

  it('stores subscriptions_id 0 when the plan is not active', () => {
    startSession(data({ plan_status: 'deactive', subscriptions_id: 2 }));
    expect(getSession().subscriptionsId).toBe(0);
  });

  it.each([
    [1, 0, '/risk-assessment'],
    [1, 7, '/dashboard'],
    [2, 0, '/subuser-dashboard'],
    [3, 5, '/subuser-dashboard'],
  ])('sends type %i with %i risk answers to %s', (type, answers, path) => {
    expect(landingPath({ type, risk_assessment_answer_by_user: answers })).toBe(path);
  });
});
