import { describe, expect, it } from 'vitest';
import { formatContentDate } from './content-date';

describe('formatContentDate (spec 02 §9: DD MMM, YYYY)', () => {
  it('shows a calendar day as the spec writes dates, the same day in every time zone', () => {
    expect(formatContentDate('2026-11-02')).toBe('02 Nov, 2026');
    expect(formatContentDate('2026-01-31')).toBe('31 Jan, 2026');
  });

  it('shows anything that is not a day as it came', () => {
    expect(formatContentDate('soon')).toBe('soon');
    expect(formatContentDate('')).toBe('');
  });
});
