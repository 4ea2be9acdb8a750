import { describe, expect, it } from 'vitest';
import { formatPrice, periodLabel, showsCurrentPlanBlock } from './plan-period';

describe('plan period display (spec 01 §4, §9)', () => {
  it('shows Monthly as 30 Days and Yearly as 365 Days', () => {
    expect(periodLabel('Monthly')).toBe('30 Days');
    expect(periodLabel('Yearly')).toBe('365 Days');
  });

  it('hides the current-plan block for Monthly and shows it for Yearly', () => {
    expect(showsCurrentPlanBlock('Monthly')).toBe(false);
    expect(showsCurrentPlanBlock('Yearly')).toBe(true);
  });

  it('shows prices in US dollars', () => {
    expect(formatPrice(19)).toBe('$19');
    expect(formatPrice(19.5)).toBe('$19.50');
  });
});
