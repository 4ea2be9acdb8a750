// spec 02 §5: the licence number box "accepts an optional leading dollar sign, digits and up to
// two decimals (numeric-only input)". The server keeps any text (docs/decisions/018).
const TYPING = /^\$?\d*(\.\d{0,2})?$/;

/** The new text when it may stand in the licence number box, else the previous one. */
export const filterLicenceTyping = (previous: string, next: string): string => {
  if (TYPING.test(next)) return next;
  const cleaned = next.replace(/\s/g, '');
  return TYPING.test(cleaned) ? cleaned : previous;
};
