import { describe, expect, it } from 'vitest';
import { frameBudget } from './frame-budget';

describe('frame budget', () => {
  it('allows a burst, then refills at the rate', () => {
    let time = 0;
    const take = frameBudget({ burst: 3, perSecond: 2 }, () => time);
    expect([take(), take(), take(), take()]).toEqual([true, true, true, false]);
    time += 499;
    expect(take()).toBe(false);
    time += 1;
    expect([take(), take()]).toEqual([true, false]);
    time += 60_000;
    expect([take(), take(), take(), take()]).toEqual([true, true, true, false]);
  });
});
