/**
 * The built-in test-mode card form (DESIGN.md §2): checks a card as Stripe Elements would and
 * turns Stripe's documented test card numbers into the test tokens the server's test provider
 * accepts (apps/api/src/infra/payments/test-payment-provider.ts). Messages are Stripe's own,
 * since spec 01 §5 says card errors come from the card form.
 */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  notTestCard:
    'Your card was declined. This is test mode: use a Stripe test card such as 4242 4242 4242 4242.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** Stripe's test card numbers and the token each stands for. */
export const TEST_CARD_TOKENS: Readonly<Record<string, string>> = {
  '4242424242424242': 'tok_visa',
  '4000056655665556': 'tok_visa_debit',
  '5555555555554444': 'tok_mastercard',
  '378282246310005': 'tok_amex',
  '6011111111111117': 'tok_discover',
  '4000000000000002': 'tok_chargeDeclined',
  '4000000000009995': 'tok_chargeDeclinedInsufficientFunds',
  '4000000000000069': 'tok_chargeDeclinedExpiredCard',
  '4000000000000127': 'tok_chargeDeclinedIncorrectCvc',
  '4000000000000119': 'tok_chargeDeclinedProcessingError',
};

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** American Express numbers start 34 or 37: 15 digits and a 4-digit security code. */
export const isAmex = (number: string) => /^3[47]/.test(digitsOf(number));

const numberLength = (number: string) => (isAmex(number) ? 15 : 16);
export const cvcLength = (number: string) => (isAmex(number) ? 4 : 3);

/** The Luhn check digit test every card number passes. */
export function isLuhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 12) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** '4242424242424242' → '4242 4242 4242 4242'; Amex as 4-6-5. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, numberLength(value));
  const groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** '1' → '1', '12' → '12 / ', '1228' → '12 / 28': typed digits become MM / YY. */
export function formatExpiry(value: string, previous = ''): string {
  let digits = digitsOf(value).slice(0, 4);
  // A single 2–9 can only be a month: 0-pad it.
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the separator deletes the month's last digit, as one would expect.
  if (previous.endsWith(' / ') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export function cardNumberError(value: string): string | null {
  const digits = digitsOf(value);
  if (digits.length < numberLength(digits)) return CARD_MESSAGES.numberIncomplete;
  if (!isLuhnValid(digits)) return CARD_MESSAGES.numberInvalid;
  return null;
}

/** MM / YY, not before this month (a card is valid to the end of its month). */
export function expiryError(value: string, now: Date): string | null {
  const digits = digitsOf(value);
  if (digits.length < 4) return CARD_MESSAGES.expiryIncomplete;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2, 4));
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryInvalid;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return CARD_MESSAGES.expiryPast;
  return null;
}

export function cvcError(value: string, number: string): string | null {
  return digitsOf(value).length < cvcLength(number) ? CARD_MESSAGES.cvcIncomplete : null;
}

/**
 * The token for a checked card number. A valid number that is not one of Stripe's test cards
 * is refused here, as Stripe's test mode refuses real cards.
 */
export function testTokenFor(number: string): { token: string } | { error: string } {
  const error = cardNumberError(number);
  if (error) return { error };
  const token = TEST_CARD_TOKENS[digitsOf(number)];
  return token ? { token } : { error: CARD_MESSAGES.notTestCard };
}
