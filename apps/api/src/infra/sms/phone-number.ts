/** The country code a number without one is taken to have: the spec's places are in the US. */
const DEFAULT_COUNTRY_CODE = '1';
const DIGITS_IN_NATIONAL_NUMBER = 10;

/**
 * A stored mobile number (digits, maybe with a decimal part the old app allowed) in the E.164
 * form SMS providers take, or undefined when it cannot be one.
 */
export function e164Of(mobile: string): string | undefined {
  const digits = mobile.split('.')[0]?.replace(/\D/g, '') ?? '';
  if (digits.length === DIGITS_IN_NATIONAL_NUMBER) return `+${DEFAULT_COUNTRY_CODE}${digits}`;
  if (digits.length > DIGITS_IN_NATIONAL_NUMBER && digits.length <= 15) return `+${digits}`;
  return undefined;
}
