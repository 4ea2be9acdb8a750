import { describe, expect, it } from 'vitest';
import { accessEndsAt, isRenewing } from './plan-access';

const periodEnd = new Date('2025-05-01T00:00:00Z');

describe('how long a paid plan gives access', () => {
  it('lasts three days past the period end while a renewal is due', () => {
    const terms = { currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false, paymentFailedAt: null };
    expect(isRenewing(terms)).toBe(true);
    expect(accessEndsAt(terms)).toEqual(new Date('2025-05-04T00:00:00Z'));
  });

  it('ends with the period when cancelled or when the renewal charge failed', () => {
    expect(
      accessEndsAt({ currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true, paymentFailedAt: null }),
    ).toEqual(periodEnd);
    expect(
      accessEndsAt({ currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false, paymentFailedAt: new Date() }),
    ).toEqual(periodEnd);
  });
});
