import zipcodes, { type ZipCode } from 'zipcodes';
import type { AddressLookup } from './address-lookup';
import { MAX_SUGGESTIONS } from './address-lookup';
import { parseAddressQuery } from './parse-address-query';

const PLACE_PREFIX = 'us-zip:';
const PLACE_ID = /^us-zip:(\d{5})(?::(.*))?$/s;

type UsIndex = { zips: ZipCode[]; byCity: Map<string, ZipCode[]>; cityNames: string[] };

let index: UsIndex | undefined;

/** The US ZIPs of the `zipcodes` package (42,555), sorted, and grouped by city; built once. */
function usIndex(): UsIndex {
  if (index) return index;
  const zips = Object.values(zipcodes.codes)
    .filter((code) => code.country === 'US' && /^\d{5}$/.test(code.zip))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const byCity = new Map<string, ZipCode[]>();
  for (const code of zips) {
    const key = code.city.toUpperCase();
    byCity.set(key, [...(byCity.get(key) ?? []), code]);
  }
  index = { zips, byCity, cityNames: [...byCity.keys()].sort() };
  return index;
}

const stateNames = zipcodes.states.abbr as Record<string, string>;
const stateAbbreviations = zipcodes.states.full as Record<string, string>;

/** Matches a state typed in full, as its abbreviation, or partly ("Tenn", "T"). */
const stateMatcher = (typed: string | undefined) => {
  if (!typed) return () => true;
  const upper = typed.toUpperCase();
  const exact = stateNames[upper] ? upper : stateAbbreviations[upper];
  if (exact) return (code: ZipCode) => code.state === exact;
  return (code: ZipCode) => code.state.startsWith(upper) || (stateNames[code.state] ?? '').startsWith(upper);
};

function zipMatches(zipText: string): ZipCode[] {
  const { zips } = usIndex();
  if (zipText.length === 5) return zips.filter((code) => code.zip === zipText);
  return zips.filter((code) => code.zip.startsWith(zipText)).slice(0, MAX_SUGGESTIONS);
}

/**
 * Cities named exactly as typed come first, then those starting with it. With several cities
 * matching (Nashville is in 15 states) one suggestion per city and state, its first ZIP;
 * with one city, its ZIPs, so the user can pick theirs.
 */
function cityMatches(city: string, state: string | undefined, zipPrefix: string): ZipCode[] {
  const { byCity, cityNames } = usIndex();
  const upper = city.toUpperCase();
  const names = [upper, ...cityNames.filter((name) => name !== upper && name.startsWith(upper))];
  const inState = stateMatcher(state);
  const found: ZipCode[] = [];
  for (const name of names) {
    for (const code of byCity.get(name) ?? []) {
      if (inState(code) && code.zip.startsWith(zipPrefix)) found.push(code);
    }
    if (found.length > 200) break;
  }
  const places = new Map<string, ZipCode>();
  for (const code of found) {
    const key = `${code.city}|${code.state}`;
    if (!places.has(key)) places.set(key, code);
  }
  return (places.size > 1 ? [...places.values()] : found).slice(0, MAX_SUGGESTIONS);
}

function suggestionOf(code: ZipCode, street: string) {
  const place = `${code.city}, ${code.state} ${code.zip}`;
  const mainText = street || place;
  const secondaryText = street ? `${place}, USA` : 'USA';
  const placeId = `${PLACE_PREFIX}${code.zip}${street ? `:${encodeURIComponent(street)}` : ''}`;
  return {
    id: placeId,
    placeId,
    description: `${mainText}, ${secondaryText}`,
    main_text: mainText,
    secondary_text: secondaryText,
  };
}

const decodeStreet = (encoded: string | undefined) => {
  try {
    return decodeURIComponent(encoded ?? '')
      .trim()
      .slice(0, 200);
  } catch {
    return '';
  }
};

/**
 * The built-in US lookup (DESIGN.md §2): suggestions by ZIP (whole or its first digits) or by
 * city ("Nashville", "Nashville, TN", "Nashville Tennessee 372"); the street typed before the
 * first comma ("120 Main St, Nashville") rides along and comes back as the area.
 */
export function offlineUsAddressLookup(): AddressLookup {
  return {
    kind: 'offline-us',
    async suggest(query) {
      const parsed = parseAddressQuery(query);
      const codes =
        parsed.kind === 'zip'
          ? zipMatches(parsed.zip)
          : parsed.kind === 'city'
            ? cityMatches(parsed.city, parsed.state, parsed.zipPrefix)
            : [];
      return codes.map((code) => suggestionOf(code, parsed.street));
    },
    async details(placeId) {
      const match = PLACE_ID.exec(placeId);
      const code = match?.[1] ? zipcodes.lookup(match[1]) : undefined;
      if (code?.country !== 'US') return null;
      return {
        zip_code: code.zip,
        area: decodeStreet(match?.[2]),
        city: code.city,
        state: code.state,
        lat: String(code.latitude),
        long: String(code.longitude),
      };
    },
  };
}
