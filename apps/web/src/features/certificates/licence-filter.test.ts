import { describe, expect, it } from 'vitest';
import { filterLicenceTyping } from './licence-filter';

describe('the licence number box (spec 02 §5)', () => {
  it('takes an optional leading dollar sign, digits and up to two decimals', () => {
    expect(filterLicenceTyping('', '$')).toBe('$');
    expect(filterLicenceTyping('4488', '44881')).toBe('44881');
    expect(filterLicenceTyping('12.3', '12.34')).toBe('12.34');
    expect(filterLicenceTyping('12.34', '12.345')).toBe('12.34');
    expect(filterLicenceTyping('12', '12a')).toBe('12');
    expect(filterLicenceTyping('12', '1$2')).toBe('12');
    expect(filterLicenceTyping('', '448 812')).toBe('448812');
  });
});
