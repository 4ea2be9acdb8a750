import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatExpiry,
  isLuhnValid,
  testTokenFor,
} from './test-cards';

describe('Luhn check', () => {
  it.each(['4242 4242 4242 4242', '5555555555554444', '3782 822463 10005', '4000000000000002'])(
    'accepts %s',
    (number) => {
      expect(isLuhnValid(number)).toBe(true);
    },
  );

  it.each(['4242 4242 4242 4241', '1234567812345678', '0000', ''])('refuses %s', (number) => {
    expect(isLuhnValid(number)).toBe(false);
  });
});

describe("Stripe's test card numbers (DESIGN.md §2)", () => {
  it.each([
    ['4242 4242 4242 4242', 'tok_visa'],
    ['5555 5555 5555 4444', 'tok_mastercard'],
    ['3782 822463 10005', 'tok_amex'],
    ['4000 0000 0000 0002', 'tok_chargeDeclined'],
    ['4000 0000 0000 9995', 'tok_chargeDeclinedInsufficientFunds'],
  ])('%s is %s', (number, token) => {
    expect(testTokenFor(number)).toEqual({ token });
  });

  it('says what is wrong with a number that is not a test card', () => {
    expect(testTokenFor('4242 4242 4242')).toEqual({ error: CARD_MESSAGES.numberIncomplete });
    expect(testTokenFor('4242 4242 4242 4241')).toEqual({ error: CARD_MESSAGES.numberInvalid });
    // Luhn-valid, but a real card: test mode refuses it
    expect(testTokenFor('4111 1111 1111 1111')).toEqual({ error: CARD_MESSAGES.notTestCard });
  });
});

describe('card number field', () => {
  it('groups digits as they are typed: 4-4-4-4, Amex 4-6-5', () => {
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42a4-2')).toBe('4242');
  });

  it('is complete at 16 digits, or 15 for Amex', () => {
    expect(cardNumberError('3782 822463 1000')).toBe(CARD_MESSAGES.numberIncomplete);
    expect(cardNumberError('3782 822463 10005')).toBeNull();
  });
});

describe('expiry field (MM / YY)', () => {
  const now = new Date(2026, 10, 22); // 22 Nov 2026

  it('formats typed digits', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
  });

  it('accepts this month and later', () => {
    expect(expiryError('11 / 26', now)).toBeNull();
    expect(expiryError('01/27', now)).toBeNull();
  });

  it('refuses a past, incomplete or impossible date', () => {
    expect(expiryError('10 / 26', now)).toBe(CARD_MESSAGES.expiryPast);
    expect(expiryError('12 / 25', now)).toBe(CARD_MESSAGES.expiryPast);
    expect(expiryError('1 / 2', now)).toBe(CARD_MESSAGES.expiryIncomplete);
    expect(expiryError('13 / 30', now)).toBe(CARD_MESSAGES.expiryInvalid);
    expect(expiryError('00 / 30', now)).toBe(CARD_MESSAGES.expiryInvalid);
  });
});

describe('CVC field', () => {
  it('needs 3 digits, 4 for Amex', () => {
    expect(cvcError('12', '4242424242424242')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cvcError('123', '4242424242424242')).toBeNull();
    expect(cvcError('123', '378282246310005')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cvcError('1234', '378282246310005')).toBeNull();
  });
});
