import { describe, expect, it } from 'vitest';
import { e164Of } from './phone-number';

describe('e164Of', () => {
  it('makes a stored US mobile number one an SMS provider takes, or none', () => {
    expect(e164Of('6155550142')).toBe('+16155550142');
    expect(e164Of('6155550999.5')).toBe('+16155550999');
    expect(e164Of('447700900123')).toBe('+447700900123');
    expect(e164Of('')).toBeUndefined();
    expect(e164Of('12345')).toBeUndefined();
  });
});
