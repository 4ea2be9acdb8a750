import zipcodes from 'zipcodes';

export type AddressQuery = { street: string } & (
  | { kind: 'zip'; zip: string }
  | { kind: 'city'; city: string; state?: string; zipPrefix: string }
  | { kind: 'none' }
);

const STREET = /^\d+[A-Za-z]?\s+\S/;
const COUNTRY = /[\s,]*\b(USA|US|United States( of America)?)\.?$/i;
const isState = (text: string) => {
  const upper = text.toUpperCase();
  return Boolean((zipcodes.states.abbr as Record<string, string>)[upper] || zipcodes.states.full[upper]);
};

/**
 * Reads what someone types into the address picker: an optional street (the text before the
 * first comma when it starts with a house number), then a ZIP (whole or its first digits) or a
 * city with an optional state and ZIP start: "37203", "372", "Nashville, TN",
 * "120 Main St, Nashville Tennessee 372".
 */
export function parseAddressQuery(query: string): AddressQuery {
  const text = query.trim().replace(/\s+/g, ' ');
  const comma = text.indexOf(',');
  const first = comma > 0 ? text.slice(0, comma).trim() : '';
  const street = STREET.test(first) ? first : '';
  const place = (street ? text.slice(comma + 1) : text).replace(COUNTRY, '').trim();

  const zip = /\b(\d{5})(-\d{4})?$/.exec(place);
  if (zip?.[1]) return { street, kind: 'zip', zip: zip[1] };
  if (/^\d{1,4}$/.test(place)) return { street, kind: 'zip', zip: place };

  const partialZip = /\s(\d{1,4})$/.exec(place);
  const zipPrefix = partialZip?.[1] ?? '';
  const words = (partialZip ? place.slice(0, partialZip.index) : place).replace(/[,\s]+$/, '');
  if (!/[A-Za-z]/.test(words)) return { street, kind: 'none' };

  const parts = words.split(',').map((part) => part.trim());
  if (parts.length > 1 && parts[0]) {
    return {
      street,
      kind: 'city',
      city: parts[0],
      state: parts.slice(1).join(' ').trim() || undefined,
      zipPrefix,
    };
  }
  // "Nashville TN", "Charleston West Virginia": a state named at the end, with a city before it.
  const tokens = words.split(' ');
  for (const size of [2, 1]) {
    if (tokens.length <= size) continue;
    const state = tokens.slice(-size).join(' ');
    if (isState(state))
      return { street, kind: 'city', city: tokens.slice(0, -size).join(' '), state, zipPrefix };
  }
  return { street, kind: 'city', city: words, zipPrefix };
}
