import { describe, expect, it } from 'vitest';
import { filterPriceTyping, formatPrice } from './price';

describe('the price box and how a price reads', () => {
  it('takes a money amount as it is typed, and nothing else', () => {
    expect(filterPriceTyping('', '$')).toBe('$');
    expect(filterPriceTyping('12', '12.')).toBe('12.');
    expect(filterPriceTyping('12.5', '12.50')).toBe('12.50');
    expect(filterPriceTyping('12.50', '12.505')).toBe('12.50');
    expect(filterPriceTyping('12', '12a')).toBe('12');
    expect(filterPriceTyping('', '1,200.00')).toBe('1200.00');
  });

  it('reads with a dollar sign, thousands separators and two decimals', () => {
    expect(formatPrice('1234567.5')).toBe('$1,234,567.50');
    expect(formatPrice('0.00')).toBe('$0.00');
    expect(formatPrice('9999999999.99')).toBe('$9,999,999,999.99');
  });
});
