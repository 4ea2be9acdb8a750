// What may stand in the price box while typing: an optional dollar sign, up to ten digits, then a
// point and at most two more (a money amount, kept exactly: docs/decisions/018).
const TYPING = /^\$?\d{0,10}(\.\d{0,2})?$/;

/** The new text when it may stand in the price box, else the previous one (the key is ignored). */
export const filterPriceTyping = (previous: string, next: string): string => {
  if (TYPING.test(next)) return next;
  const cleaned = next.replace(/[\s,]/g, '');
  return TYPING.test(cleaned) ? cleaned : previous;
};

/** '1234567.5' → '$1,234,567.50', by text alone (never through a float). */
export const formatPrice = (price: string): string => {
  const [whole = '0', fraction = ''] = price.replace('$', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
};
