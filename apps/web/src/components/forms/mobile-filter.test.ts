import { describe, expect, it } from 'vitest';
import { filterMobileTyping } from './mobile-filter';

/** Types `keys` one at a time into an empty box, as the input does. */
const type = (keys: string) => [...keys].reduce((text, key) => filterMobileTyping(text, text + key), '');

describe('mobile number typing (spec 01 §5)', () => {
  it('takes digits', () => {
    expect(type('6155550101')).toBe('6155550101');
  });

  it('ignores letters and symbols', () => {
    expect(type('61a5-5+5e')).toBe('61555');
  });

  it('takes one decimal point with at most two digits after it', () => {
    expect(type('615.123')).toBe('615.12');
    expect(type('615..5')).toBe('615.5');
  });

  it('does not start with a point', () => {
    expect(type('.5')).toBe('5');
  });

  it('lets the box be emptied', () => {
    expect(filterMobileTyping('61', '')).toBe('');
  });

  it('keeps the digits of a pasted number written with spaces and dashes', () => {
    expect(filterMobileTyping('', '615-555 0101')).toBe('6155550101');
    expect(filterMobileTyping('12', 'call me')).toBe('12');
  });
});
