// What may stand in the box while typing: digits, then a point and at most two more digits.
const TYPING = /^(\d+(\.\d{0,2})?)?$/;

/**
 * spec 01 §5: the mobile box "accepts only digits with an optional decimal part of up to 2
 * digits". Returns the new text when it may stand, else the previous one (the key is ignored).
 * Pasted text keeps its digits when they alone would do (spaces and dashes of "615-555 0101").
 */
export function filterMobileTyping(previous: string, next: string): string {
  if (TYPING.test(next)) return next;
  const digits = next.replace(/[\s\-()+]/g, '');
  return TYPING.test(digits) ? digits : previous;
}
